// De-obfuscation (§5) where it costs least. Scheme B and plain images touch at most 100
// bytes: the main thread does them at once. Schemes A and C rewrite every byte, so a large
// file goes to a module worker; without workers, or if the worker fails, the main thread
// does it (a result late is better than no image).
import { decodeImage, detectImageScheme } from '@/lib/domain/platform/image-codec';

import type { DecodeReply, DecodeRequest } from './image-decode-job';

/** Below this, posting to a worker costs more than the XOR loop itself. */
export const WORKER_MIN_BYTES = 16 * 1024;
/** A worker that has not answered by then is presumed stuck; the main thread takes over. */
export const WORKER_TIMEOUT_MS = 5000;

/** True when decoding rewrites every byte (schemes A and C). */
export function decodesEveryByte(bytes: Uint8Array): boolean {
  const scheme = detectImageScheme(bytes);
  return scheme === 'marker' || scheme === 'xor163';
}

interface Job {
  resolve(bytes: Uint8Array): void;
  reject(error: Error): void;
}

let worker: Worker | null = null;
let workerBroken = false;
let nextId = 1;
const jobs = new Map<number, Job>();

function failAll(error: Error): void {
  workerBroken = true;
  worker?.terminate();
  worker = null;
  for (const job of jobs.values()) job.reject(error);
  jobs.clear();
}

function decodeWorker(): Worker | null {
  if (workerBroken || typeof Worker === 'undefined') return null;
  if (worker) return worker;
  try {
    // The literal `new Worker(new URL(…, import.meta.url))` form is what bundlers detect.
    worker = new Worker(new URL('./image-decode.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    workerBroken = true;
    return null;
  }
  worker.onmessage = (event: MessageEvent<DecodeReply>) => {
    const reply = event.data;
    const job = jobs.get(reply.id);
    if (!job) return;
    jobs.delete(reply.id);
    if ('bytes' in reply) job.resolve(reply.bytes);
    else job.reject(new Error(reply.error));
  };
  worker.onerror = () => failAll(new Error('image decode worker failed'));
  worker.onmessageerror = () => failAll(new Error('image decode worker message failed'));
  return worker;
}

function decodeInWorker(target: Worker, bytes: Uint8Array): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const id = nextId++;
    // A stuck worker would stall every image after it: give up on it altogether.
    const timer = setTimeout(
      () => failAll(new Error('image decode worker timed out')),
      WORKER_TIMEOUT_MS,
    );
    jobs.set(id, {
      resolve: (out) => {
        clearTimeout(timer);
        resolve(out);
      },
      reject: (error) => {
        clearTimeout(timer);
        reject(error);
      },
    });
    // Cloned, not transferred: the main thread keeps the bytes for its fallback.
    const request: DecodeRequest = { id, bytes };
    target.postMessage(request);
  });
}

/** De-obfuscated copy of `bytes` (auto scheme), off the main thread when that pays. */
export async function decodeImageBytes(bytes: Uint8Array): Promise<Uint8Array> {
  if (bytes.length >= WORKER_MIN_BYTES && decodesEveryByte(bytes)) {
    const target = decodeWorker();
    if (target) {
      try {
        return await decodeInWorker(target, bytes);
      } catch {
        // Fall through to the main thread.
      }
    }
  }
  return decodeImage(bytes);
}

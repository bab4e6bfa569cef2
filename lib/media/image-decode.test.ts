import { afterEach, describe, expect, it, vi } from 'vitest';

import { encodeHeadXor, encodeMarker, encodeXor163 } from '@/lib/domain/platform/image-codec';

import { runDecodeJob, type DecodeRequest } from './image-decode-job';

function jpegOf(length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  for (let i = 0; i < length; i++) bytes[i] = (i * 31) & 0xff;
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return bytes;
}

const BIG = 20 * 1024;

/** Byte equality without a deep diff of thousands of elements (slow, and unreadable). */
const same = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));

/** A stand-in module Worker that runs the real job a tick later (or fails, if told to). */
class FakeWorker {
  static created: { url: string; options: WorkerOptions | undefined }[] = [];
  static posted = 0;
  static fail = false;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessageerror: ((event: MessageEvent) => void) | null = null;

  constructor(url: URL, options?: WorkerOptions) {
    FakeWorker.created.push({ url: String(url), options });
  }

  postMessage(request: DecodeRequest) {
    FakeWorker.posted += 1;
    setTimeout(() => {
      if (FakeWorker.fail) this.onerror?.(new Event('error'));
      else this.onmessage?.({ data: runDecodeJob(request) } as MessageEvent);
    }, 0);
  }

  terminate() {}
}

async function freshModule() {
  vi.resetModules();
  return import('./image-decode');
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeWorker.created = [];
  FakeWorker.posted = 0;
  FakeWorker.fail = false;
});

describe('runDecodeJob', () => {
  it('answers the decoded bytes under the request id', () => {
    const jpeg = jpegOf(300);
    const reply = runDecodeJob({ id: 7, bytes: encodeMarker(jpeg) });
    expect(reply).toEqual({ id: 7, bytes: jpeg });
  });
});

describe('decodeImageBytes', () => {
  it('decodes every scheme on the main thread when there is no Worker (Node, old webviews)', async () => {
    const { decodeImageBytes } = await freshModule();
    const jpeg = jpegOf(BIG);
    expect(same(await decodeImageBytes(encodeMarker(jpeg)), jpeg)).toBe(true);
    expect(same(await decodeImageBytes(encodeHeadXor(jpeg)), jpeg)).toBe(true);
    expect(same(await decodeImageBytes(encodeXor163(jpeg)), jpeg)).toBe(true);
    expect(same(await decodeImageBytes(jpeg), jpeg)).toBe(true);
  });

  it('sends large whole-file schemes (A, C) to one module worker, and keeps B on the main thread', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { decodeImageBytes, decodesEveryByte, WORKER_MIN_BYTES } = await freshModule();
    const jpeg = jpegOf(BIG);
    expect(decodesEveryByte(encodeMarker(jpeg))).toBe(true);
    expect(decodesEveryByte(encodeHeadXor(jpeg))).toBe(false);

    expect(same(await decodeImageBytes(encodeMarker(jpeg)), jpeg)).toBe(true);
    expect(same(await decodeImageBytes(encodeXor163(jpeg)), jpeg)).toBe(true);
    expect(FakeWorker.posted).toBe(2);
    expect(FakeWorker.created).toHaveLength(1);
    expect(FakeWorker.created[0]?.url).toMatch(/image-decode\.worker\.ts$/);
    expect(FakeWorker.created[0]?.options).toEqual({ type: 'module' });

    expect(same(await decodeImageBytes(encodeHeadXor(jpeg)), jpeg)).toBe(true);
    const small = jpegOf(WORKER_MIN_BYTES - 100);
    expect(same(await decodeImageBytes(encodeMarker(small)), small)).toBe(true);
    expect(FakeWorker.posted).toBe(2);
  });

  it('falls back to the main thread when the worker fails, and stops using it', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    FakeWorker.fail = true;
    const { decodeImageBytes } = await freshModule();
    const jpeg = jpegOf(BIG);
    expect(same(await decodeImageBytes(encodeMarker(jpeg)), jpeg)).toBe(true);
    expect(same(await decodeImageBytes(encodeMarker(jpeg)), jpeg)).toBe(true);
    expect(FakeWorker.posted).toBe(1);
  });

  it('falls back when the worker cannot even be created', async () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new Error('blocked by CSP');
        }
      },
    );
    const { decodeImageBytes } = await freshModule();
    const jpeg = jpegOf(BIG);
    expect(same(await decodeImageBytes(encodeXor163(jpeg)), jpeg)).toBe(true);
  });
});

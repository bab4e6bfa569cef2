// The page's side of the image worker: an ImageSource whose work happens in
// image-pipeline.worker.ts. Without module workers (old webviews), or once the worker fails,
// every request, including those in flight, is served by a source on the page instead: an
// image late is better than no image.
import type { PipelineReply, PipelineRequest } from './image-pipeline-job';
import { settleReply } from './image-pipeline-job';
import type { ImageSource } from './image-source';

export interface WorkerLike {
  postMessage(message: PipelineRequest): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<PipelineReply>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  onmessageerror: ((event: MessageEvent) => void) | null;
}

export interface WorkerImageSourceDeps {
  /** Throws (or fails later through onerror) where module workers are unsupported. */
  createWorker: () => WorkerLike;
  /** The on-page source, made only if the worker cannot be used. */
  fallback: () => ImageSource;
}

type Request = Extract<PipelineRequest, { id: number }>;
/** Omit over each member of the union, not over the union as a whole. */
type Unnumbered<T> = T extends unknown ? Omit<T, 'id'> : never;
interface Pending {
  request: Request;
  resolve(value: Blob | undefined): void;
  reject(error: unknown): void;
}

export function createWorkerImageSource(deps: WorkerImageSourceDeps): ImageSource {
  let worker: WorkerLike | null = null;
  let local: ImageSource | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  const onPage = (): ImageSource => (local ??= deps.fallback());

  function runLocally(request: Request): Promise<Blob | undefined> {
    const source = onPage();
    if (request.kind === 'load') return source.load(request.src, request.lines);
    if (request.kind === 'invalidate') return source.invalidate(request.src).then(() => undefined);
    return source.idle().then(() => undefined);
  }

  function giveUp(): void {
    worker?.terminate();
    worker = null;
    const stranded = [...pending.values()];
    pending.clear();
    for (const job of stranded) runLocally(job.request).then(job.resolve, job.reject);
  }

  function target(): WorkerLike | null {
    if (worker || local) return worker;
    try {
      worker = deps.createWorker();
    } catch {
      onPage();
      return null;
    }
    worker.onmessage = (event) => {
      const job = pending.get(event.data.id);
      if (!job) return;
      pending.delete(event.data.id);
      try {
        job.resolve(settleReply(event.data));
      } catch (error) {
        job.reject(error);
      }
    };
    worker.onerror = () => {
      onPage();
      giveUp();
    };
    worker.onmessageerror = () => {
      onPage();
      giveUp();
    };
    return worker;
  }

  function call(request: Unnumbered<Request>): Promise<Blob | undefined> {
    const full = { ...request, id: nextId++ } as Request;
    const to = target();
    if (!to) return runLocally(full);
    return new Promise((resolve, reject) => {
      pending.set(full.id, { request: full, resolve, reject });
      to.postMessage(full);
    });
  }

  return {
    async load(src, lines) {
      // Copied: a frozen or proxied array from app state may not survive structured cloning.
      return (await call({ kind: 'load', src, lines: [...lines] })) as Blob;
    },
    touch(src) {
      const to = target();
      if (to) to.postMessage({ kind: 'touch', src } satisfies PipelineRequest);
      else onPage().touch(src);
    },
    async invalidate(src) {
      await call({ kind: 'invalidate', src });
    },
    async idle() {
      await call({ kind: 'idle' });
    },
    close() {
      worker?.terminate();
      worker = null;
      local?.close();
      for (const job of pending.values()) job.reject(new Error('image source closed'));
      pending.clear();
    },
  };
}

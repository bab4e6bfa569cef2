// The chunked uploader of §4 §5 §9 (flow.js-style, on the origin's upload/chunk target): the
// file cut into 1 MiB chunks, 3 in flight, progress reported every 500 ms with the speed
// smoothed by 0.1; statuses waiting → uploading → success, or paused / error. A resumed upload
// (after a reload) first asks the GET test which chunks the origin holds. 200/201/202 are
// success, 404/415/500/501 end the file for good (§5), anything else is retried a few times.
import {
  chunkPlan,
  classifyChunkStatus,
  smoothSpeed,
  UPLOAD_DEFAULTS,
  type ChunkRange,
  type FileStatus,
} from '@/lib/domain/platform/upload';
import type { UploadedFile } from '@/lib/protocol/shapes/community';

export type ChunkAnswer = { status: number; code: number; tip: string; data: unknown };

/** How chunks travel (XHR in the app; a fake in tests). */
export interface ChunkTransport {
  test(fields: Record<string, string>, signal: AbortSignal): Promise<ChunkAnswer>;
  send(
    fields: Record<string, string>,
    body: Blob,
    signal: AbortSignal,
    onBytes: (loaded: number) => void,
  ): Promise<ChunkAnswer>;
}

export type UploadSnapshot = {
  status: FileStatus;
  /** 0–1 over the whole file. */
  progress: number;
  /** Bytes per second, smoothed. */
  speed: number;
  /** Why it stopped (a Chinese tip), '' otherwise. */
  error: string;
  /** A permanent error: retrying the same file will not help. */
  permanent: boolean;
  result: UploadedFile | null;
};

export type UploaderOptions = {
  transport: ChunkTransport;
  chunkSize?: number;
  simultaneousUploads?: number;
  progressCallbacksInterval?: number;
  speedSmoothingFactor?: number;
  /** Tries of a chunk after a retryable failure (the spec's default is 0; a weak line wants some). */
  maxChunkRetries?: number;
  /** Waits before retry n (ms); tests pass 0. */
  retryDelay?: (attempt: number) => number;
  /** Ask the GET test first for every chunk (an upload resumed after a reload). */
  resume?: boolean;
  onChange?: (snapshot: UploadSnapshot) => void;
  /** SHA-256 hex of a chunk, sent as `checksum` (optional: needs crypto.subtle). */
  digest?: (chunk: Blob) => Promise<string | null>;
};

export type UploadSource = { blob: Blob; name: string; identifier: string };

const NETWORK_TIP = '网络不稳定，上传失败，请重试';

export class ChunkedUpload {
  private readonly plan: ChunkRange[];
  private readonly loaded: number[];
  private readonly done = new Set<number>();
  private controller: AbortController | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private lastBytes = 0;
  private lastTick = 0;
  private state: UploadSnapshot = {
    status: 'waiting',
    progress: 0,
    speed: 0,
    error: '',
    permanent: false,
    result: null,
  };
  private readonly o: Required<Omit<UploaderOptions, 'onChange' | 'digest'>> &
    Pick<UploaderOptions, 'onChange' | 'digest'>;

  constructor(
    private readonly source: UploadSource,
    options: UploaderOptions,
  ) {
    this.o = {
      chunkSize: UPLOAD_DEFAULTS.chunkSize,
      simultaneousUploads: UPLOAD_DEFAULTS.simultaneousUploads,
      progressCallbacksInterval: UPLOAD_DEFAULTS.progressCallbacksInterval,
      speedSmoothingFactor: UPLOAD_DEFAULTS.speedSmoothingFactor,
      maxChunkRetries: 3,
      retryDelay: (attempt) => 1000 * 2 ** attempt,
      resume: false,
      ...options,
    };
    this.plan = chunkPlan(source.blob.size, this.o.chunkSize);
    this.loaded = this.plan.map(() => 0);
  }

  get snapshot(): UploadSnapshot {
    return this.state;
  }

  /** Starts (or continues after pause / error): chunks already sent are not sent again. */
  async start(): Promise<UploadSnapshot> {
    if (this.state.status === 'uploading' || this.state.status === 'success') return this.state;
    const controller = new AbortController();
    this.controller = controller;
    this.set({ status: 'uploading', error: '', permanent: false });
    this.startTicks();
    try {
      const queue = this.plan.filter((c) => !this.done.has(c.number));
      // Every chunk went but the answer with the file did not come back: ask with the last again.
      if (queue.length === 0 && !this.state.result) queue.push(this.plan.at(-1)!);
      const workers = Array.from(
        { length: Math.min(this.o.simultaneousUploads, queue.length) },
        () => this.work(queue, controller.signal),
      );
      await Promise.all(workers);
      if (controller.signal.aborted) return this.state;
      if (!this.state.result) throw new UploadError('文件上传未完成，请重试', false);
      this.set({ status: 'success', progress: 1 });
    } catch (error) {
      if (controller.signal.aborted) return this.state;
      controller.abort();
      const failure = error instanceof UploadError ? error : new UploadError(NETWORK_TIP, false);
      this.set({ status: 'error', error: failure.message, permanent: failure.permanent });
    } finally {
      this.stopTicks();
      this.emit();
    }
    return this.state;
  }

  pause(): void {
    if (this.state.status !== 'uploading') return;
    this.controller?.abort();
    this.loaded.forEach((_, i) => {
      if (!this.done.has(i + 1)) this.loaded[i] = 0;
    });
    this.set({ status: 'paused', speed: 0, progress: this.progress() });
  }

  retry(): Promise<UploadSnapshot> {
    return this.start();
  }

  private async work(queue: ChunkRange[], signal: AbortSignal): Promise<void> {
    for (let chunk = queue.shift(); chunk && !signal.aborted; chunk = queue.shift()) {
      await this.upload(chunk, signal);
    }
  }

  private fields(chunk: ChunkRange): Record<string, string> {
    return {
      chunkNumber: String(chunk.number),
      chunkSize: String(this.o.chunkSize),
      currentChunkSize: String(chunk.end - chunk.start),
      totalSize: String(this.source.blob.size),
      identifier: this.source.identifier,
      filename: this.source.name,
      relativePath: this.source.name,
      totalChunks: String(this.plan.length),
    };
  }

  private async upload(chunk: ChunkRange, signal: AbortSignal): Promise<void> {
    const fields = this.fields(chunk);
    if (this.o.resume) {
      const tested = await this.o.transport.test(fields, signal).catch(() => null);
      if (tested?.status === 200 && (tested.data as { stored?: boolean })?.stored) {
        // Held already; the last chunk is still sent, so the answer carries the file.
        if (chunk.number !== this.plan.length || this.plan.length === 1) return this.finish(chunk);
      }
    }
    const body = this.source.blob.slice(chunk.start, chunk.end);
    const checksum = this.o.digest ? await this.o.digest(body) : null;
    if (checksum) fields.checksum = checksum;
    for (let attempt = 0; ; attempt += 1) {
      let answer: ChunkAnswer;
      try {
        answer = await this.o.transport.send(fields, body, signal, (loaded) => {
          this.loaded[chunk.number - 1] = loaded;
        });
      } catch (error) {
        if (signal.aborted) return;
        answer = { status: 0, code: 0, tip: '', data: null };
        void error;
      }
      const outcome = classifyChunkStatus(answer.status);
      if (outcome === 'success') return this.finish(chunk, answer);
      if (outcome === 'permanent-error') throw new UploadError(answer.tip || '文件上传失败', true);
      if (attempt >= this.o.maxChunkRetries)
        throw new UploadError(answer.tip || NETWORK_TIP, false);
      this.loaded[chunk.number - 1] = 0;
      await wait(this.o.retryDelay(attempt), signal);
      if (signal.aborted) return;
    }
  }

  private finish(chunk: ChunkRange, answer?: ChunkAnswer): void {
    this.done.add(chunk.number);
    this.loaded[chunk.number - 1] = chunk.end - chunk.start;
    const file = (answer?.data as { file?: UploadedFile | null } | null)?.file;
    if (file) this.state = { ...this.state, result: file };
  }

  private progress(): number {
    const total = this.source.blob.size;
    if (total === 0) return this.done.size > 0 ? 1 : 0;
    return Math.min(1, this.loaded.reduce((a, b) => a + b, 0) / total);
  }

  private startTicks(): void {
    this.lastBytes = this.loaded.reduce((a, b) => a + b, 0);
    this.lastTick = Date.now();
    this.timer = setInterval(() => this.tick(), this.o.progressCallbacksInterval);
  }

  private stopTicks(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private tick(): void {
    const bytes = this.loaded.reduce((a, b) => a + b, 0);
    const now = Date.now();
    const seconds = (now - this.lastTick) / 1000;
    const sample = seconds > 0 ? Math.max(0, bytes - this.lastBytes) / seconds : 0;
    this.lastBytes = bytes;
    this.lastTick = now;
    this.set({
      progress: this.progress(),
      speed: smoothSpeed(this.state.speed, sample, this.o.speedSmoothingFactor),
    });
  }

  private set(patch: Partial<UploadSnapshot>): void {
    this.state = { ...this.state, ...patch };
    this.emit();
  }

  private emit(): void {
    this.o.onChange?.(this.state);
  }
}

class UploadError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/** The identifier the origin keys an upload by: the same file gives the same one after a reload. */
export function uploadIdentifier(file: {
  name: string;
  size: number;
  lastModified?: number;
}): string {
  let hash = 0;
  for (const ch of file.name) hash = (Math.imul(hash, 31) + ch.codePointAt(0)!) | 0;
  return `${file.size}-${file.lastModified ?? 0}-${(hash >>> 0).toString(36)}`;
}

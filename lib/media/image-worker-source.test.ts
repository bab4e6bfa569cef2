import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';

import { ImageLoadError, type FetchedImage } from './image-fetch';
import { runPipelineRequest, type PipelineReply, type PipelineRequest } from './image-pipeline-job';
import { createLocalImageSource, type ImageSource } from './image-source';
import { openImageStore } from './image-store';
import { createWorkerImageSource } from './image-worker-source';

const lines = ['https://line.example'];
const jpegBytes = (n: number) => new Uint8Array([0xff, 0xd8, 0xff, n]);
const jpeg = (n: number) => new Blob([jpegBytes(n)], { type: 'image/jpeg' });

function localSource() {
  const fetchImage = vi.fn(async (src: string): Promise<FetchedImage> => {
    if (src.includes('missing')) throw new ImageLoadError('unreachable', src);
    const blob = jpeg(src.length);
    const bytes = jpegBytes(src.length);
    return { blob, bytes, type: 'image/jpeg', size: blob.size, url: `${lines[0]}${src}` };
  });
  const store = openImageStore({ indexedDB: new IDBFactory(), IDBKeyRange });
  return { source: createLocalImageSource({ store, fetchImage }), store, fetchImage };
}

/** A stand-in module worker running the real worker job against its own source, a tick later. */
class FakeWorker {
  onmessage: ((event: MessageEvent<PipelineReply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  onmessageerror: ((event: MessageEvent) => void) | null = null;
  readonly posted: PipelineRequest[] = [];
  terminated = false;
  constructor(private readonly source: ImageSource) {}
  postMessage(request: PipelineRequest) {
    this.posted.push(request);
    setTimeout(async () => {
      const reply = await runPipelineRequest(this.source, request);
      if (reply && !this.terminated)
        this.onmessage?.({ data: reply } as MessageEvent<PipelineReply>);
    }, 0);
  }
  terminate() {
    this.terminated = true;
  }
  crash() {
    this.terminated = true;
    this.onerror?.(new Event('error') as ErrorEvent);
  }
}

describe('createWorkerImageSource', () => {
  it('loads through the worker, which stores the image in IndexedDB', async () => {
    const inWorker = localSource();
    const worker = new FakeWorker(inWorker.source);
    const fallback = vi.fn(() => localSource().source);
    const source = createWorkerImageSource({ createWorker: () => worker, fallback });

    const blob = await source.load('/ads/ad-1.jpg', lines);
    expect(blob.type).toBe('image/jpeg');
    await source.idle();
    expect((await inWorker.store.get('/ads/ad-1.jpg'))?.blob).toBeInstanceOf(Blob);
    expect(fallback).not.toHaveBeenCalled();

    // A second load is a database hit in the worker: no second fetch.
    await source.load('/ads/ad-1.jpg', lines);
    expect(inWorker.fetchImage).toHaveBeenCalledTimes(1);
    source.close();
  });

  it('hands back the worker’s ImageLoadError with its reason', async () => {
    const source = createWorkerImageSource({
      createWorker: () => new FakeWorker(localSource().source),
      fallback: () => localSource().source,
    });
    await expect(source.load('/missing.jpg', lines)).rejects.toBeInstanceOf(ImageLoadError);
    await expect(source.load('/missing.jpg', lines)).rejects.toMatchObject({
      reason: 'unreachable',
      src: '/missing.jpg',
    });
    source.close();
  });

  it('posts touches and invalidations to the worker', async () => {
    const inWorker = localSource();
    const worker = new FakeWorker(inWorker.source);
    const source = createWorkerImageSource({ createWorker: () => worker, fallback: vi.fn() });
    await source.load('/a.jpg', lines);
    await source.idle();
    source.touch('/a.jpg');
    await source.invalidate('/a.jpg');
    expect(worker.posted.map((r) => r.kind)).toEqual(['load', 'idle', 'touch', 'invalidate']);
    expect(await inWorker.store.get('/a.jpg')).toBeUndefined();
    source.close();
  });

  it('serves everything on the page when no worker can be made', async () => {
    const page = localSource();
    const source = createWorkerImageSource({
      createWorker: () => {
        throw new Error('module workers unsupported');
      },
      fallback: () => page.source,
    });
    expect((await source.load('/b.jpg', lines)).type).toBe('image/jpeg');
    expect(page.fetchImage).toHaveBeenCalledTimes(1);
    source.close();
  });

  it('re-runs requests in flight on the page when the worker fails, and stays there', async () => {
    const page = localSource();
    const stuck = { source: { ...localSource().source, load: () => new Promise<Blob>(() => {}) } };
    const worker = new FakeWorker(stuck.source as ImageSource);
    const source = createWorkerImageSource({
      createWorker: () => worker,
      fallback: () => page.source,
    });

    const pending = source.load('/c.jpg', lines);
    await new Promise((r) => setTimeout(r, 5));
    worker.crash();
    expect((await pending).type).toBe('image/jpeg');
    await source.load('/d.jpg', lines);
    expect(page.fetchImage).toHaveBeenCalledTimes(2);
    expect(worker.posted).toHaveLength(1);
    source.close();
  });
});

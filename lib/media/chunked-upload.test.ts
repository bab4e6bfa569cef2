import { describe, expect, it } from 'vitest';

import {
  ChunkedUpload,
  uploadIdentifier,
  type ChunkAnswer,
  type ChunkTransport,
} from './chunked-upload';

const file = {
  id: 'f',
  kind: 'image' as const,
  url: '/u/x.jpg',
  size: 10,
  status: 'ready' as const,
};

/** A target that holds chunks and answers 201 with the file once every chunk is in. */
function fakeTarget(options: { failWith?: (n: number, tries: number) => number | null } = {}) {
  const held = new Set<number>();
  const tries = new Map<number, number>();
  let inFlight = 0;
  let maxInFlight = 0;
  const transport: ChunkTransport = {
    async test(fields) {
      return {
        status: 200,
        code: 200,
        tip: '',
        data: { stored: held.has(Number(fields.chunkNumber)) },
      };
    },
    async send(fields, body, signal, onBytes) {
      const n = Number(fields.chunkNumber);
      tries.set(n, (tries.get(n) ?? 0) + 1);
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 2));
      inFlight -= 1;
      if (signal.aborted) throw new Error('aborted');
      const status = options.failWith?.(n, tries.get(n)!) ?? null;
      if (status !== null)
        return { status, code: 4000, tip: '失败了', data: null } satisfies ChunkAnswer;
      onBytes(body.size);
      held.add(n);
      const complete = held.size === Number(fields.totalChunks);
      return {
        status: complete ? 201 : 200,
        code: 200,
        tip: '',
        data: { file: complete ? file : null },
      };
    },
  };
  return { transport, held, tries, max: () => maxInFlight };
}

const source = (size: number) => ({
  blob: new Blob([new Uint8Array(size)]),
  name: 'a.jpg',
  identifier: 'id-1',
});

describe('ChunkedUpload', () => {
  it('sends every chunk, three at a time, and ends with the file', async () => {
    const target = fakeTarget();
    const seen: string[] = [];
    const upload = new ChunkedUpload(source(10 * 1024 + 5), {
      transport: target.transport,
      chunkSize: 1024,
      onChange: (s) => seen.push(s.status),
    });
    const done = await upload.start();
    expect(done).toMatchObject({ status: 'success', progress: 1, result: file });
    expect(target.held.size).toBe(11);
    expect(target.max()).toBe(3);
    expect(seen[0]).toBe('uploading');
  });

  it('retries a chunk after a retryable status, and stops for good on a permanent one', async () => {
    const flaky = fakeTarget({ failWith: (n, tries) => (n === 2 && tries < 3 ? 503 : null) });
    const ok = await new ChunkedUpload(source(3000), {
      transport: flaky.transport,
      chunkSize: 1024,
      retryDelay: () => 0,
    }).start();
    expect(ok.status).toBe('success');
    expect(flaky.tries.get(2)).toBe(3);

    const refused = fakeTarget({ failWith: (n) => (n === 1 ? 415 : null) });
    const bad = await new ChunkedUpload(source(3000), {
      transport: refused.transport,
      chunkSize: 1024,
    }).start();
    expect(bad).toMatchObject({ status: 'error', permanent: true, error: '失败了' });
    expect(refused.tries.get(1)).toBe(1);
  });

  it('marks the file error after its retries, then retry() sends only what is missing', async () => {
    let down = true;
    const target = fakeTarget({ failWith: (n) => (down && n === 3 ? 0 : null) });
    const upload = new ChunkedUpload(source(4096), {
      transport: target.transport,
      chunkSize: 1024,
      maxChunkRetries: 1,
      retryDelay: () => 0,
    });
    expect((await upload.start()).status).toBe('error');
    down = false;
    const sentBefore = [...target.tries.values()].reduce((a, b) => a + b, 0);
    expect((await upload.retry()).status).toBe('success');
    const sentAfter = [...target.tries.values()].reduce((a, b) => a + b, 0);
    expect(sentAfter - sentBefore).toBeLessThanOrEqual(2);
  });

  it('resumes after a reload: held chunks are skipped by the GET test', async () => {
    const target = fakeTarget();
    target.held.add(1).add(2);
    const upload = new ChunkedUpload(source(4096), {
      transport: target.transport,
      chunkSize: 1024,
      resume: true,
    });
    expect((await upload.start()).status).toBe('success');
    expect(target.tries.has(1)).toBe(false);
    expect(target.tries.get(4)).toBe(1);
  });

  it('pauses and goes on', async () => {
    const target = fakeTarget();
    const upload = new ChunkedUpload(source(20 * 1024), {
      transport: target.transport,
      chunkSize: 1024,
    });
    const running = upload.start();
    upload.pause();
    expect((await running).status).toBe('paused');
    expect((await upload.start()).status).toBe('success');
  });
});

describe('uploadIdentifier', () => {
  it('is the same for the same file and safe for the target', () => {
    const a = uploadIdentifier({ name: '海边 1.jpg', size: 10, lastModified: 5 });
    expect(a).toBe(uploadIdentifier({ name: '海边 1.jpg', size: 10, lastModified: 5 }));
    expect(a).toMatch(/^[A-Za-z0-9_.-]{1,100}$/);
  });
});

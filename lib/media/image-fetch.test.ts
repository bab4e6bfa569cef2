// Line fallback against real local HTTP servers (node:http on 127.0.0.1), serving the
// committed seed files exactly as the origin's CDN does.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { encodeXor163, sniffImageType } from '@/lib/domain/platform/image-codec';

import { fetchImage, ImageLoadError, IMAGE_FETCH_CONCURRENCY, LinePreference } from './image-fetch';
import { createLimiter } from './limiter';

const seed = (file: string) =>
  readFileSync(new URL(`../../origin/media/img/${file}`, import.meta.url));

type Behaviour = 'serve' | '503' | 'html' | 'hang';

interface TestServer {
  base: string;
  hits: string[];
  behaviour: Behaviour;
  close(): Promise<void>;
}

async function startServer(behaviour: Behaviour): Promise<TestServer> {
  const state = { hits: [] as string[], behaviour };
  const server: Server = createServer((req, res) => {
    state.hits.push(req.url ?? '');
    if (state.behaviour === 'hang') return;
    if (state.behaviour === '503') {
      res.writeHead(503).end('busy');
      return;
    }
    if (state.behaviour === 'html') {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html>blocked</html>');
      return;
    }
    const path = (req.url ?? '').replace(/^\/cdn\/img\//, '');
    try {
      const body = seed(path);
      res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    base: `http://127.0.0.1:${port}/cdn/img`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

/** A base URL on which nothing listens: connection refused. */
async function deadBase(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/cdn/img`;
}

let up: TestServer;
let busy: TestServer;
let dead: string;
beforeAll(async () => {
  up = await startServer('serve');
  busy = await startServer('503');
  dead = await deadBase();
});
afterAll(async () => {
  await up.close();
  await busy.close();
});

const fresh = () => ({ preference: new LinePreference() });

describe('fetchImage', () => {
  it('decodes a scheme A and a scheme B seed image from a live line', async () => {
    for (const file of ['ads/ad-1.jpg', 'ads/ad-2.jpg']) {
      const image = await fetchImage(`/${file}`, { lines: [up.base], ...fresh() });
      expect(image.type).toBe('image/jpeg');
      expect(image.url).toBe(`${up.base}/${file}`);
      const bytes = new Uint8Array(await image.blob.arrayBuffer());
      expect(sniffImageType(bytes)).toBe('jpeg');
      expect(image.blob.type).toBe('image/jpeg');
      expect(image.size).toBe(bytes.length);
    }
  });

  it('falls back to the next line when one is down (connection refused)', async () => {
    const image = await fetchImage('/covers/c-01.jpg', { lines: [dead, up.base], ...fresh() });
    expect(image.url).toBe(`${up.base}/covers/c-01.jpg`);
  });

  it('falls back on a non-2xx answer, and then starts from the line that worked', async () => {
    const options = { lines: [busy.base, up.base], ...fresh() };
    busy.hits.length = 0;
    await fetchImage('/covers/c-02.jpg', options);
    await fetchImage('/covers/c-03.jpg', options);
    expect(busy.hits).toEqual(['/cdn/img/covers/c-02.jpg']);
  });

  it('falls back when a line times out', async () => {
    const hanging = await startServer('hang');
    try {
      const image = await fetchImage('/covers/c-04.jpg', {
        lines: [hanging.base, up.base],
        // The same limit holds for the good line: 100 ms failed it once on a loaded machine.
        timeoutMs: 1_000,
        ...fresh(),
      });
      expect(image.url).toBe(`${up.base}/covers/c-04.jpg`);
      expect(hanging.hits).toHaveLength(1);
    } finally {
      await hanging.close();
    }
  });

  it('falls back when a line answers 200 with something that is not an image', async () => {
    const hijacked = await startServer('html');
    try {
      const image = await fetchImage('/covers/c-05.jpg', {
        lines: [hijacked.base, up.base],
        ...fresh(),
      });
      expect(image.url).toBe(`${up.base}/covers/c-05.jpg`);
    } finally {
      await hijacked.close();
    }
  });

  it('rejects quietly with a reason when no line works, or the file is no image', async () => {
    const noise = ['log', 'info', 'warn', 'error'].map((m) =>
      vi.spyOn(console, m as 'log').mockImplementation(() => undefined),
    );
    await expect(
      fetchImage('/ads/ad-3.jpg', { lines: [dead, busy.base], ...fresh() }),
    ).rejects.toMatchObject({
      name: 'ImageLoadError',
      reason: 'unreachable',
    });
    await expect(
      fetchImage('/broken/bad.jpg', { lines: [up.base], ...fresh() }),
    ).rejects.toMatchObject({
      reason: 'not-image',
    });
    await expect(
      fetchImage('/missing/none.jpg', { lines: [up.base], ...fresh() }),
    ).rejects.toBeInstanceOf(ImageLoadError);
    await expect(fetchImage('/ads/ad-1.jpg', { lines: [], ...fresh() })).rejects.toMatchObject({
      reason: 'no-line',
    });
    for (const src of ['', '   ', 'no-dot', 'javascript:alert(1).jpg']) {
      await expect(fetchImage(src, { lines: [up.base], ...fresh() })).rejects.toMatchObject({
        reason: 'no-image',
      });
    }
    for (const spy of noise) expect(spy).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('fetches an absolute URL as it is, without credentials', async () => {
    const fetchSpy = vi.fn<typeof fetch>((input, init) => fetch(input, init));
    const url = `${up.base}/ads/ad-4.jpg`;
    const image = await fetchImage(url, { lines: [busy.base], fetch: fetchSpy, ...fresh() });
    expect(image.url).toBe(url);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy.mock.calls[0]?.[0]).toBe(url);
    expect(fetchSpy.mock.calls[0]?.[1]).toMatchObject({ method: 'GET', credentials: 'omit' });
  });

  it('uses the 100000 ms timeout of §7 by default', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let signal: AbortSignal | undefined;
      const never = vi.fn<typeof fetch>(
        (_input, init) =>
          new Promise((_resolve, reject) => {
            signal = init?.signal ?? undefined;
            signal?.addEventListener('abort', () =>
              reject(new DOMException('aborted', 'AbortError')),
            );
          }),
      );
      const pending = fetchImage('/a.jpg', {
        lines: ['https://a.example'],
        fetch: never,
        ...fresh(),
      });
      const settled = pending.catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(99_999);
      expect(signal?.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(signal?.aborted).toBe(true);
      expect(await settled).toMatchObject({ reason: 'unreachable' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps at most IMAGE_FETCH_CONCURRENCY (6) requests in flight', async () => {
    expect(IMAGE_FETCH_CONCURRENCY).toBe(6);
    const limiter = createLimiter(IMAGE_FETCH_CONCURRENCY);
    let inFlight = 0;
    let peak = 0;
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    const slow = vi.fn<typeof fetch>(async () => {
      inFlight += 1;
      peak = Math.max(peak, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 10));
      inFlight -= 1;
      return new Response(jpeg);
    });
    const all = Array.from({ length: 20 }, (_, i) =>
      fetchImage(`/p/${i}.jpg`, { lines: ['https://a.example'], fetch: slow, limiter, ...fresh() }),
    );
    await Promise.all(all);
    expect(slow).toHaveBeenCalledTimes(20);
    expect(peak).toBe(6);
  });

  it('decodes scheme C (XOR 163) when detection finds it', async () => {
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 9, 9, 9, 9, 9]);
    const served = vi.fn<typeof fetch>(
      async () => new Response(encodeXor163(jpeg) as Uint8Array<ArrayBuffer>),
    );
    const image = await fetchImage('/c.jpg', {
      lines: ['https://a.example'],
      fetch: served,
      ...fresh(),
    });
    expect(new Uint8Array(await image.blob.arrayBuffer())).toEqual(jpeg);
  });
});

import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { decodeImage, sniffImageType } from '@/lib/domain/platform/image-codec';

import { createCdnRoutes, IMAGE_NOT_FOUND_TIP, safeSegments } from './cdn';

let mediaDir: string;
let outside: string;
beforeAll(() => {
  mediaDir = mkdtempSync(path.join(tmpdir(), 'cdn-media-'));
  outside = mkdtempSync(path.join(tmpdir(), 'cdn-outside-'));
  mkdirSync(path.join(mediaDir, 'img/ads'), { recursive: true });
  writeFileSync(path.join(mediaDir, 'img/ads/ad-1.jpg'), Uint8Array.from([1, 2, 3, 4]));
  writeFileSync(path.join(mediaDir, 'img/ads/空 格.jpg'), Uint8Array.from([5]));
  writeFileSync(path.join(mediaDir, 'img/.hidden.jpg'), Uint8Array.from([6]));
  writeFileSync(path.join(mediaDir, 'secret.txt'), 'inside media, outside img');
  writeFileSync(path.join(outside, 'secret.txt'), 'top secret');
  symlinkSync(path.join(outside, 'secret.txt'), path.join(mediaDir, 'img/ads/link.jpg'));
});
afterAll(() => {
  rmSync(mediaDir, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

const app = () => createCdnRoutes({ mediaDir });

async function expectNotFound(res: Response) {
  expect(res.status).toBe(404);
  expect(res.headers.get('access-control-allow-origin')).toBe('*');
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(await res.json()).toEqual({
    code: 4040,
    data: null,
    tip: IMAGE_NOT_FOUND_TIP,
    msg: 'not_found',
  });
}

describe('createCdnRoutes', () => {
  it('serves /cdn/img/* bytes untouched, as cacheable forever, CORS-open octet-stream', async () => {
    const res = await app().request('/cdn/img/ads/ad-1.jpg');
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(Uint8Array.from([1, 2, 3, 4]));
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-length')).toBe('4');
  });

  it('serves the AIIMG line from the same folder, and percent-encoded names', async () => {
    expect((await app().request('/cdn/aiimg/ads/ad-1.jpg')).status).toBe(200);
    const res = await app().request(`/cdn/img/ads/${encodeURIComponent('空 格.jpg')}`);
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(Uint8Array.from([5]));
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await app().request('/cdn/img/ads/ad-1.jpg', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe('4');
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });

  it('answers a missing file or a folder with the 4040 envelope', async () => {
    await expectNotFound(await app().request('/cdn/img/ads/none.jpg'));
    await expectNotFound(await app().request('/cdn/img/ads'));
    await expectNotFound(await app().request('/cdn/img/ads/'));
    await expectNotFound(await app().request('/cdn/img/'));
  });

  it('refuses every way out of the image folder', async () => {
    for (const attempt of [
      '/cdn/img/%2e%2e/secret.txt',
      '/cdn/img/ads/%2e%2e%2f%2e%2e%2fsecret.txt',
      '/cdn/img/..%2fsecret.txt',
      '/cdn/img/ads%2f..%2f..%2fsecret.txt',
      '/cdn/img/%2e%2e%5csecret.txt',
      `/cdn/img/${encodeURIComponent(path.join(outside, 'secret.txt'))}`,
      '/cdn/img/ads/ad-1.jpg%00.png',
      '/cdn/img/.hidden.jpg',
      '/cdn/img/ads/link.jpg',
      '/cdn/img/%E0%A4%A',
      '/cdn/img//etc/passwd',
    ]) {
      const res = await app().request(attempt);
      expect(res.status, attempt).toBe(404);
      expect(await res.text()).not.toMatch(/secret/);
    }
  });

  it('does not answer other paths (the main app does)', async () => {
    expect((await app().request('/cdn/vid/x.ts')).status).toBe(404);
    expect((await app().request('/cdn/img/ads/ad-1.jpg', { method: 'POST' })).status).toBe(404);
  });

  it('serves the committed seed images, which the app decodes to JPEG', async () => {
    const seeded = createCdnRoutes({
      mediaDir: fileURLToPath(new URL('../../media', import.meta.url)),
    });
    const res = await seeded.request('/cdn/img/ads/ad-1.jpg');
    expect(res.status).toBe(200);
    expect(sniffImageType(decodeImage(new Uint8Array(await res.arrayBuffer())))).toBe('jpeg');
  });
});

describe('safeSegments', () => {
  it('decodes segments and refuses empty, dot, separator and NUL segments', () => {
    expect(safeSegments('/cdn/img/a/b%20c.jpg', '/cdn/img/')).toEqual(['a', 'b c.jpg']);
    expect(safeSegments('/cdn/img/a/../b.jpg', '/cdn/img/')).toBeNull();
    expect(safeSegments('/cdn/img/a%2Fb.jpg', '/cdn/img/')).toBeNull();
    expect(safeSegments('/cdn/img/a%5Cb.jpg', '/cdn/img/')).toBeNull();
    expect(safeSegments('/cdn/img/a%00.jpg', '/cdn/img/')).toBeNull();
    expect(safeSegments('/other/a.jpg', '/cdn/img/')).toBeNull();
  });
});

import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sniffImageType } from '@/lib/domain/platform/image-codec';

import { ffmpegBytes, solidPhoto } from '../../test/ai-fixtures';
import {
  FaceEngineError,
  TIP_PHOTO_TOO_LARGE,
  TIP_PHOTO_UNREADABLE,
  createFfmpegFaceEngine,
  type FaceTemplate,
} from './face-engine';

let work: string;
let template: FaceTemplate;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'face-engine-'));
  template = {
    bytes: await solidPhoto('blue', '300x400'),
    width: 300,
    height: 400,
    face: { x: 150, y: 150, rx: 60, ry: 80 },
  };
});
afterAll(() => rm(work, { recursive: true, force: true }));

/** A PNG whose header declares `width`×`height` (the rest is not a picture). */
function declaredPng(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(64);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  bytes.set([0x49, 0x48, 0x44, 0x52], 12);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof FaceEngineError ? error.message : String(error)),
  );

describe('the built-in face engine', () => {
  it('composes a JPEG of the template’s size and leaves no scratch files', async () => {
    const engine = createFfmpegFaceEngine(work);
    const out = await engine.compose(template, await solidPhoto('red'));
    expect(out).toMatchObject({ width: 300, height: 400 });
    expect(sniffImageType(out.bytes)).toBe('jpeg');
    expect(await readdir(work)).toEqual([]);
  });

  it('refuses a photo that declares more pixels than allowed, before decoding it', async () => {
    const engine = createFfmpegFaceEngine(work);
    expect(await refusal(engine.compose(template, declaredPng(20_000, 20_000)))).toBe(
      TIP_PHOTO_TOO_LARGE,
    );
  });

  it('lets the decoder refuse an oversized picture of a format it cannot size first (GIF)', async () => {
    const gif = await ffmpegBytes(null, [
      ...['-f', 'lavfi', '-i', 'color=c=red:s=200x200', '-frames:v', '1'],
      ...['-f', 'gif', 'pipe:1'],
    ]);
    expect(await refusal(createFfmpegFaceEngine(work, 10_000).compose(template, gif))).toBe(
      TIP_PHOTO_UNREADABLE,
    );
    const out = await createFfmpegFaceEngine(work).compose(template, gif);
    expect(out.width).toBe(300);
  });

  it('never opens a "photo" that names another file on the server (a playlist)', async () => {
    // A segment the HLS demuxer would open: a video file of the server's.
    const secret = path.join(await mkdtemp(path.join(tmpdir(), 'face-secret-')), 'secret.ts');
    await writeFile(
      secret,
      await ffmpegBytes(null, [
        ...['-f', 'lavfi', '-i', 'color=c=green:s=320x240', '-t', '1'],
        ...['-f', 'mpegts', 'pipe:1'],
      ]),
    );
    const playlist = new TextEncoder().encode(
      `#EXTM3U\n#EXT-X-TARGETDURATION:1\n#EXTINF:1,\nfile:${secret}\n#EXT-X-ENDLIST\n`,
    );
    expect(await refusal(createFfmpegFaceEngine(work).compose(template, playlist))).toBe(
      TIP_PHOTO_UNREADABLE,
    );
    await rm(path.dirname(secret), { recursive: true, force: true });
  });
});

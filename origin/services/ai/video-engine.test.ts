import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { brokenPng, ffmpegBytes } from '../../test/ai-fixtures';
import { framePixels, probeVideo, shareOf } from '../../test/video-probe';
import { TIP_PHOTO_TOO_LARGE } from './face-engine';
import {
  TIP_VIDEO_PHOTO_UNREADABLE,
  VideoEngineError,
  createFfmpegVideoEngine,
} from './video-engine';

let work: string;
let n = 0;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'video-engine-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));

async function scratch() {
  const dir = path.join(work, `v-${++n}`);
  await mkdir(dir);
  return dir;
}

/** A PNG drawn by ffmpeg: a background and filled boxes. */
const drawn = (size: string, background: string, boxes: string[]) =>
  ffmpegBytes(null, [
    ...['-f', 'lavfi', '-i', `color=c=${background}:s=${size}`, '-frames:v', '1'],
    ...(boxes.length > 0 ? ['-vf', boxes.map((b) => `drawbox=${b}:t=fill`).join(',')] : []),
    ...['-c:v', 'png', '-f', 'image2pipe', 'pipe:1'],
  ]);

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof VideoEngineError ? error.message : String(error)),
  );

const LIME = [0, 255, 0];

describe('the built-in image-to-video engine', () => {
  it('writes a 5 s, 25 fps H.264 MP4 without sound, of the photo’s shape', async () => {
    const photo = await drawn('900x1200', 'black', ['x=350:y=500:w=200:h=200:color=lime']);
    const out = await createFfmpegVideoEngine().render(photo, 'zoomIn', await scratch());
    expect(out).toMatchObject({ width: 720, height: 960, seconds: 5 });
    const probe = await probeVideo(out.file);
    expect(probe).toMatchObject({ codec: 'h264', width: 720, height: 960, frames: 125 });
    expect(probe.seconds).toBeCloseTo(5, 1);
    expect(probe.audio).toBe(false);
  });

  it('moves the camera as asked: in, out, across and back and forth', async () => {
    const square = await drawn('400x400', 'black', ['x=150:y=150:w=100:h=100:color=lime']);
    const engine = createFfmpegVideoEngine();
    const greenAt = async (motion: 'zoomIn' | 'zoomOut' | 'pulse', frames: number[]) => {
      const video = await readFile((await engine.render(square, motion, await scratch())).file);
      return Promise.all(
        frames.map(async (f) => shareOf(await framePixels(video, f, 400, 400), LIME)),
      );
    };
    const [inFirst, inLast] = await greenAt('zoomIn', [0, 124]);
    expect(inFirst).toBeCloseTo(1 / 16, 2);
    expect(inLast! / inFirst!).toBeCloseTo(1.25 ** 2, 1);
    const [outFirst, outLast] = await greenAt('zoomOut', [0, 124]);
    expect(outFirst! / outLast!).toBeCloseTo(1.25 ** 2, 1);
    const [pulseStart, pulsePeak, pulseEnd] = await greenAt('pulse', [0, 31, 124]);
    expect(pulsePeak! / pulseStart!).toBeCloseTo(1.08 ** 2, 1);
    expect(pulseEnd! / pulseStart!).toBeCloseTo(1, 1);

    const halves = await drawn('640x360', 'red', ['x=320:y=0:w=320:h=360:color=blue']);
    const pan = await engine.render(halves, 'pan', await scratch());
    expect(pan).toMatchObject({ width: 640, height: 360 });
    const video = await readFile(pan.file);
    const centre = (rgb: Uint8Array) => [
      ...rgb.subarray((180 * 640 + 320) * 3, (180 * 640 + 320) * 3 + 3),
    ];
    expect(
      shareOf(new Uint8Array(centre(await framePixels(video, 0, 640, 360))), [255, 0, 0]),
    ).toBe(1);
    expect(
      shareOf(new Uint8Array(centre(await framePixels(video, 124, 640, 360))), [0, 0, 255]),
    ).toBe(1);
  });

  it('refuses a photo it cannot read, or one declaring too many pixels, with a Chinese reason', async () => {
    const engine = createFfmpegVideoEngine();
    const broken = brokenPng();
    expect(await refusal(engine.render(broken, 'pan', await scratch()))).toBe(
      TIP_VIDEO_PHOTO_UNREADABLE,
    );
    const big = await drawn('300x300', 'white', []);
    expect(await refusal(createFfmpegVideoEngine(10_000).render(big, 'pan', await scratch()))).toBe(
      TIP_PHOTO_TOO_LARGE,
    );
  });

  it('reads a GIF (no size in the header it knows) through a still, under the same cap', async () => {
    const gif = await ffmpegBytes(null, [
      ...['-f', 'lavfi', '-i', 'color=c=red:s=200x300', '-frames:v', '1', '-f', 'gif', 'pipe:1'],
    ]);
    const out = await createFfmpegVideoEngine().render(gif, 'pulse', await scratch());
    expect(out).toMatchObject({ width: 200, height: 300 });
    expect((await probeVideo(out.file)).frames).toBe(125);
    expect(await readdir(path.dirname(out.file))).toContain('still.png');
    expect(
      await refusal(createFfmpegVideoEngine(10_000).render(gif, 'pulse', await scratch())),
    ).toBe(TIP_VIDEO_PHOTO_UNREADABLE);
  });

  it('never opens a "photo" that names another file on the server (a playlist)', async () => {
    // A segment the HLS demuxer would open: a video file of the server's.
    const secret = path.join(await scratch(), 'secret.ts');
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
    const engine = createFfmpegVideoEngine();
    expect(await refusal(engine.render(playlist, 'zoomIn', await scratch()))).toBe(
      TIP_VIDEO_PHOTO_UNREADABLE,
    );
  });
});

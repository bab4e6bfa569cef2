// Real phone-like videos for the upload tests: H.264 test pattern with AAC sound (3 s unless
// said), made by the ffmpeg the origin transcodes with, and the chunked upload of one.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { ffmpegPath } from '../services/video/transcode';
import { fileOf, formOf, type CommunityHarness } from './community-fixtures';
import type { CallResult } from './harness';

export function makeTestClip(seconds = 3): Uint8Array {
  return makeVideo([
    ...['-f', 'lavfi', '-i', `testsrc=size=320x180:rate=25:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest'],
  ]);
}

/**
 * A 3 s portrait clip (180×320). `rotated`: shot the way a phone stores one, landscape frames
 * (320×180) with a 90° display rotation, set by a stream-copy remux (an encode drops it).
 */
export function makePortraitClip(rotated = false): Uint8Array {
  const size = rotated ? '320x180' : '180x320';
  const clip = makeVideo([
    ...['-f', 'lavfi', '-i', `testsrc=size=${size}:rate=25:duration=3`],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=3'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest'],
  ]);
  if (!rotated) return clip;
  const work = mkdtempSync(path.join(tmpdir(), 'test-clip-'));
  try {
    const input = path.join(work, 'in.mp4');
    writeFileSync(input, clip);
    return makeVideo(['-i', input, '-c', 'copy', '-metadata:s:v:0', 'rotate=90']);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The file ffmpeg writes with `args` (inputs and options; the output name is added), as bytes. */
export function makeVideo(args: string[], extension = 'mp4'): Uint8Array {
  const work = mkdtempSync(path.join(tmpdir(), 'test-clip-'));
  const file = path.join(work, `out.${extension}`);
  try {
    execFileSync(ffmpegPath(), ['-hide_banner', '-loglevel', 'error', '-y', ...args, file]);
    return new Uint8Array(readFileSync(file));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

let uploadsMade = 0;

/**
 * Uploads `clip` as `filename` in 16 KiB chunks, last chunk first (any order works); the last
 * answer. Each call is a new upload (its own identifier).
 */
export async function uploadClip(
  h: CommunityHarness,
  token: string,
  clip: Uint8Array,
  filename = 'holiday.mp4',
) {
  const chunkSize = 16 * 1024;
  const identifier = `${clip.length}-video-${++uploadsMade}`;
  const totalChunks = Math.ceil(clip.length / chunkSize);
  let last: CallResult | undefined;
  for (let n = totalChunks; n >= 1; n -= 1) {
    const part = clip.subarray((n - 1) * chunkSize, Math.min(clip.length, n * chunkSize));
    const fields = {
      chunkNumber: n,
      chunkSize,
      currentChunkSize: part.length,
      totalSize: clip.length,
      identifier,
      filename,
      totalChunks,
    };
    last = await h.call('upload/chunk', { token, form: formOf(fields, fileOf(part, filename)) });
  }
  return last!;
}

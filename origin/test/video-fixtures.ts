// A real phone-like video for the upload tests: 3 s of H.264 test pattern with AAC sound, made by
// the ffmpeg the origin transcodes with.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { ffmpegPath } from '../services/transcode';
import { fileOf, formOf, type CommunityHarness } from './community-fixtures';
import type { CallResult } from './harness';

export function makeTestClip(): Uint8Array {
  const work = mkdtempSync(path.join(tmpdir(), 'test-clip-'));
  const file = path.join(work, 'in.mp4');
  try {
    execFileSync(ffmpegPath(), [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=320x180:rate=25:duration=3',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:duration=3',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-c:a',
      'aac',
      '-shortest',
      file,
    ]);
    return new Uint8Array(readFileSync(file));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Uploads `clip` in 16 KiB chunks, last chunk first (any order works); the last answer. */
export async function uploadClip(h: CommunityHarness, token: string, clip: Uint8Array) {
  const chunkSize = 16 * 1024;
  const totalChunks = Math.ceil(clip.length / chunkSize);
  let last: CallResult | undefined;
  for (let n = totalChunks; n >= 1; n -= 1) {
    const part = clip.subarray((n - 1) * chunkSize, Math.min(clip.length, n * chunkSize));
    const fields = {
      chunkNumber: n,
      chunkSize,
      currentChunkSize: part.length,
      totalSize: clip.length,
      identifier: `${clip.length}-video`,
      filename: 'holiday.mp4',
      totalChunks,
    };
    last = await h.call('upload/chunk', {
      token,
      form: formOf(fields, fileOf(part, 'holiday.mp4')),
    });
  }
  return last!;
}

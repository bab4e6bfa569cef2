// What a video file holds, as ffmpeg reads it (the npm package's binary: CI has no ffprobe):
// decoded to the end, so a file that does not play through fails here.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

import { ffmpegBytes } from './ai-fixtures';
import { ffmpegPath } from '../services/video/transcode';

const run = promisify(execFile);

export type Probe = {
  codec: string;
  width: number;
  height: number;
  /** Frames decoded. */
  frames: number;
  /** Seconds, from the container (Duration). */
  seconds: number;
  audio: boolean;
};

/** Decodes `file` (an MP4, or a local HLS playlist) and reports what it held. */
export async function probeVideo(file: string): Promise<Probe> {
  const { stderr } = await run(
    ffmpegPath(),
    ['-hide_banner', '-i', file, '-map', '0:v:0', '-f', 'null', '-'],
    { maxBuffer: 4 * 1024 * 1024, timeout: 60_000 },
  ).catch((error: { stderr?: string }) => {
    throw new Error(`ffmpeg could not decode ${file}: ${error.stderr ?? String(error)}`);
  });
  const video = /Stream #\S+.*?: Video: (\w+).*?, (\d+)x(\d+)/.exec(stderr);
  const duration = /Duration: (\d+):(\d+):([\d.]+)/.exec(stderr);
  const frames = [...stderr.matchAll(/frame=\s*(\d+)/g)].at(-1);
  if (!video || !duration || !frames) throw new Error(`unreadable probe:\n${stderr}`);
  return {
    codec: video[1]!,
    width: Number(video[2]),
    height: Number(video[3]),
    frames: Number(frames[1]),
    seconds: Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3]),
    audio: /Stream #\S+.*?: Audio:/.test(stderr),
  };
}

/** The RGB pixels of frame `n` of the video `bytes`, read by ffmpeg. */
export async function framePixels(bytes: Uint8Array, n: number, width: number, height: number) {
  const rgb = await ffmpegBytes(bytes, [
    ...['-vf', `select=eq(n\\,${n})`, '-frames:v', '1'],
    ...['-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'],
  ]);
  if (rgb.length !== width * height * 3) throw new Error(`frame ${n}: ${rgb.length} bytes`);
  return rgb;
}

/** The share of a frame's pixels close to `colour`. */
export function shareOf(rgb: Uint8Array, colour: readonly number[], by = 60): number {
  let near = 0;
  for (let at = 0; at < rgb.length; at += 3)
    if (colour.every((c, i) => Math.abs(rgb[at + i]! - c) <= by)) near += 1;
  return near / (rgb.length / 3);
}

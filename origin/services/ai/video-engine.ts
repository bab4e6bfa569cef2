// What makes a 图生视频 clip. ImageVideoEngine is the seam: a model service (an image-to-video
// model given the photo and the motion) would plug in behind it and write its MP4 instead. The
// built-in engine has no model: ffmpeg moves a camera over the still photo (zoompan) for
// AI_VIDEO_SECONDS, which is honest about what it is — the photo, moving, not new content.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

import {
  AI_VIDEO_FPS,
  AI_VIDEO_SECONDS,
  videoFrameSize,
  type AiVideoMotion,
} from '@/lib/domain/ai/video';

import { PHOTO_MAX_PIXELS, TIP_PHOTO_TOO_LARGE } from './face-engine';
import { pictureInput, runLowPriority } from '../platform/ffmpeg-run';
import { ffmpegPath } from '../video/transcode';
import { imageInfo } from '../account/user-images';

/** A render takes a second or two; a minute means something is wrong (the machine, the photo). */
const RENDER_TIMEOUT_MS = 60_000;
/**
 * The photo is scaled to this many times the frame before zoompan, whose crop moves in whole
 * source pixels: at 2× a step is half an output pixel, so the motion does not visibly judder.
 */
const OVERSAMPLE = 2;

export const TIP_VIDEO_PHOTO_UNREADABLE = '照片无法识别，请换一张清晰的照片';

export type RenderedVideo = {
  /** The MP4 written: H.264, no sound. */
  file: string;
  width: number;
  height: number;
  seconds: number;
};

export type ImageVideoEngine = {
  /** Writes the photo, moving by `motion`, as an MP4 into `dir`; VideoEngineError for a bad photo. */
  render(photo: Uint8Array, motion: AiVideoMotion, dir: string): Promise<RenderedVideo>;
};

/** The photo cannot be used: the order fails with `message` (Chinese), its diamonds given back. */
export class VideoEngineError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VideoEngineError';
  }
}

const FRAMES = AI_VIDEO_SECONDS * AI_VIDEO_FPS;
/** 0 → 1 over the clip, easing in and out (a camera starts and stops gently). */
const EASE = `(1-cos(PI*on/${FRAMES - 1}))/2`;
const CENTRE = { x: 'iw/2-iw/zoom/2', y: 'ih/2-ih/zoom/2' };

/** zoompan's zoom and position for each motion (`on`: the output frame number). */
const MOTION_EXPRESSIONS: Record<AiVideoMotion, { z: string; x: string; y: string }> = {
  zoomIn: { z: `1+0.25*${EASE}`, ...CENTRE },
  zoomOut: { z: `1.25-0.25*${EASE}`, ...CENTRE },
  pan: { z: '1.2', x: `(iw-iw/zoom)*${EASE}`, y: CENTRE.y },
  // Two slow breaths: in to 1.08 and back, twice.
  pulse: { z: `1+0.08*(1-cos(2*PI*on/${FRAMES / 2}))/2`, ...CENTRE },
};

/** The filter: the photo cropped to the frame's shape, oversampled, then moved by zoompan. */
export function motionFilter(motion: AiVideoMotion, frame: { width: number; height: number }) {
  const { z, x, y } = MOTION_EXPRESSIONS[motion];
  const big = `${frame.width * OVERSAMPLE}:${frame.height * OVERSAMPLE}`;
  return [
    `scale=${big}:force_original_aspect_ratio=increase`,
    `crop=${big}`,
    'setsar=1',
    `zoompan=z='${z}':x='${x}':y='${y}':d=${FRAMES}:s=${frame.width}x${frame.height}:fps=${AI_VIDEO_FPS}`,
    'format=yuv420p',
  ].join(',');
}

/** ffmpeg on one thread, at a lower priority, within the timeout. */
async function ffmpeg(args: string[]): Promise<void> {
  await runLowPriority(ffmpegPath(), ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    timeoutMs: RENDER_TIMEOUT_MS,
    maxBuffer: 1024 * 1024,
  });
}

/** The built-in engine: one ffmpeg run per video, one thread, at most `maxPixels` decoded. */
export function createFfmpegVideoEngine(maxPixels: number = PHOTO_MAX_PIXELS): ImageVideoEngine {
  const cap = ['-max_pixels', String(maxPixels)];
  return {
    async render(photo, motion, dir) {
      let info = imageInfo(photo);
      if (info && info.width * info.height > maxPixels)
        throw new VideoEngineError(TIP_PHOTO_TOO_LARGE);
      const photoFile = path.join(dir, 'photo');
      // The photo's own demuxer, forced; the still made from it below is ours.
      let input = pictureInput(photo, photoFile);
      if (!input) throw new VideoEngineError(TIP_VIDEO_PHOTO_UNREADABLE);
      await writeFile(photoFile, photo);
      try {
        if (!info) {
          // A format whose header is not read here (GIF, BMP): ffmpeg decodes it, under the cap,
          // into a PNG whose size is.
          const still = path.join(dir, 'still.png');
          await ffmpeg([...cap, ...input, '-frames:v', '1', still]);
          input = ['-f', 'png_pipe', '-protocol_whitelist', 'file', '-i', `file:${still}`];
          info = imageInfo(new Uint8Array(await readFile(still)));
        }
        if (!info) throw new Error('no size');
        const frame = videoFrameSize(info);
        const file = path.join(dir, 'video.mp4');
        await ffmpeg([
          ...['-filter_threads', '1', ...cap, ...input],
          ...['-vf', motionFilter(motion, frame), '-frames:v', String(FRAMES), '-an'],
          ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '24', '-profile:v', 'main'],
          ...['-pix_fmt', 'yuv420p', '-threads', '1', '-movflags', '+faststart', file],
        ]);
        return { file, ...frame, seconds: AI_VIDEO_SECONDS };
      } catch (error) {
        // Killed at the timeout: the machine, not the photo (生成失败，请稍后重试).
        if ((error as { killed?: boolean }).killed) throw error;
        // The filter and the encoder are ours and known good: any other failure is the photo's.
        throw new VideoEngineError(TIP_VIDEO_PHOTO_UNREADABLE);
      }
    },
  };
}

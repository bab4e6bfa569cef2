// What makes a face-swap picture. FaceEngine is the seam: a model service (a face detector and a
// swapper) would plug in behind it. The built-in engine has no model: it composites with ffmpeg,
// the user's photo cropped to the template's face oval and blended in with a feathered edge. It
// never guesses where the face is in the photo: it takes the photo's centre (the app asks for a
// clear, front-facing photo).
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

import { pictureInput } from '../platform/ffmpeg-run';
import { ffmpegPath } from '../video/transcode';
import { imageInfo } from '../account/user-images';

const run = promisify(execFile);
const FFMPEG_TIMEOUT_MS = 60_000;
/** The outer part of the oval (as a fraction of its radius) that fades from the photo to the template. */
const FEATHER = 0.14;

/** The template's face oval, in the template's own pixels. */
export type FaceOval = { x: number; y: number; rx: number; ry: number };

export type FaceTemplate = {
  /** The template picture, plain (JPEG or PNG). */
  bytes: Uint8Array;
  width: number;
  height: number;
  face: FaceOval;
};

export type ComposedPicture = { bytes: Uint8Array; width: number; height: number };

export type FaceEngine = {
  /** A JPEG of the template's size with the photo's face in it; FaceEngineError for a bad photo. */
  compose(template: FaceTemplate, photo: Uint8Array): Promise<ComposedPicture>;
};

/** The photo cannot be used: the order fails with `message` (Chinese), its diamonds given back. */
export class FaceEngineError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FaceEngineError';
  }
}

export const TIP_PHOTO_UNREADABLE = '照片无法识别，请换一张清晰的正脸照片';
export const TIP_PHOTO_TOO_LARGE = '照片尺寸过大，请换一张较小的照片';
/** A photo of more pixels is refused, not decoded: a small file can declare a huge picture. */
export const PHOTO_MAX_PIXELS = 50_000_000;

/**
 * The filter graph: the photo scaled to cover the oval's box and cropped to it, its alpha an
 * ellipse that is opaque inside and fades out over the last FEATHER of the radius, laid over
 * the template at the oval's box. The template's size is the output's.
 */
export function composeFilter(face: FaceOval): string {
  const w = face.rx * 2;
  const h = face.ry * 2;
  const distance = `hypot((X-${face.rx})/${face.rx}\\,(Y-${face.ry})/${face.ry})`;
  const alpha = `255*clip((1-${distance})/${FEATHER}\\,0\\,1)`;
  return [
    `[1:v]scale=${w}:${h}:force_original_aspect_ratio=increase,crop=${w}:${h},format=rgba,` +
      `geq=r=r(X\\,Y):g=g(X\\,Y):b=b(X\\,Y):a=${alpha}[face]`,
    `[0:v][face]overlay=x=${face.x - face.rx}:y=${face.y - face.ry}:format=auto,format=yuvj420p`,
  ].join(';');
}

/** The built-in engine: ffmpeg in a scratch folder under `workDir`, removed after. */
export function createFfmpegFaceEngine(
  workDir: string,
  maxPixels: number = PHOTO_MAX_PIXELS,
): FaceEngine {
  return {
    async compose(template, photo) {
      const info = imageInfo(photo);
      if (info && info.width * info.height > maxPixels) {
        throw new FaceEngineError(TIP_PHOTO_TOO_LARGE);
      }
      const dir = path.join(workDir, `face-${randomBytes(8).toString('hex')}`);
      await mkdir(dir, { recursive: true });
      try {
        const [base, face, out] = ['template', 'photo', 'out.jpg'].map((n) => path.join(dir, n));
        await writeFile(base!, template.bytes);
        await writeFile(face!, photo);
        // The decoder's own cap covers the formats imageInfo cannot size (GIF, BMP).
        const cap = ['-max_pixels', String(maxPixels)];
        const photoInput = pictureInput(photo, face!);
        if (!photoInput) throw new FaceEngineError(TIP_PHOTO_UNREADABLE);
        const args = [
          '-hide_banner',
          '-loglevel',
          'error',
          '-y',
          '-i',
          base!,
          ...cap,
          ...photoInput,
        ];
        const graph = composeFilter(template.face);
        const output = ['-frames:v', '1', '-q:v', '3', out!];
        try {
          await run(ffmpegPath(), [...args, '-filter_complex', graph, ...output], {
            timeout: FFMPEG_TIMEOUT_MS,
            maxBuffer: 1024 * 1024,
          });
        } catch {
          // The template is ours and known good: a failure here is the photo's.
          throw new FaceEngineError(TIP_PHOTO_UNREADABLE);
        }
        const bytes = new Uint8Array(await readFile(out!));
        return { bytes, width: template.width, height: template.height };
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}

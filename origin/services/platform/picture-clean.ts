// Every picture users send (post pictures, chunked or one-shot, AI photos, avatars, feedback
// screenshots) passes here before it is kept: decoded whole by sharp (libvips) with a pixel
// limit and corrupt data refused, turned upright, scaled down past the output limit, and
// encoded again, which drops everything but the pixels (EXIF with its GPS, comments, trailing
// bytes). Animated GIF and WebP keep their frames; BMP becomes PNG (picture-bmp.ts).
import sharp, { type Metadata, type Sharp } from 'sharp';

import {
  fitPixels,
  PICTURE_MAX_INPUT_PIXELS,
  TIP_PICTURE_BROKEN,
  TIP_PICTURE_TOO_LARGE,
} from '@/lib/domain/platform/upload-limits';

import { bmpToPng } from './picture-bmp';

/** A picture refused, with the Chinese tip to show; callers answer it as their call refuses. */
export class PictureRefused extends Error {
  constructor(readonly tip: string) {
    super(tip);
    this.name = 'PictureRefused';
  }
}

export type CleanPicture = {
  bytes: Uint8Array;
  /** The kept file's extension: the sent one, but png for a bmp. */
  extension: string;
  mime: 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';
  /** One frame's size. */
  width: number;
  height: number;
};

type Format = 'jpeg' | 'png' | 'gif' | 'webp';

/** What sharp must find in a file of each extension (after BMP became PNG). */
const FORMAT_OF: Record<string, Format> = {
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  bmp: 'png',
  gif: 'gif',
  webp: 'webp',
};

/** A picture that takes longer than this to decode and encode is refused (a 50 MP photo took 2.3 s). */
const PICTURE_TIMEOUT_SECONDS = 30;

const open = (bytes: Uint8Array) =>
  sharp(bytes, {
    limitInputPixels: PICTURE_MAX_INPUT_PIXELS,
    animated: true,
    failOn: 'error',
  });

// Low efforts for the two that animate: 50 MP of frames took 15 s at GIF's default effort and
// 3–4 s at these on the 2-core machine under load (WebP 7 s); files grow a little.
function encode(image: Sharp, format: Format): Sharp {
  if (format === 'jpeg') return image.jpeg({ quality: 85 });
  if (format === 'webp') return image.webp({ quality: 85, effort: 2 });
  return format === 'gif' ? image.gif({ effort: 1 }) : image.png();
}

function refusal(error: unknown): PictureRefused {
  const message = error instanceof Error ? error.message : '';
  return new PictureRefused(
    /pixel limit/i.test(message) ? TIP_PICTURE_TOO_LARGE : TIP_PICTURE_BROKEN,
  );
}

/**
 * The picture in `bytes` (a file named *.`extension`) decoded and encoded again, or a
 * PictureRefused: not a picture of that type, damaged anywhere, or too many pixels.
 */
export async function cleanPicture(bytes: Uint8Array, extension: string): Promise<CleanPicture> {
  const format = FORMAT_OF[extension];
  if (!format) throw new PictureRefused(TIP_PICTURE_BROKEN);
  let source = bytes;
  if (extension === 'bmp') {
    const png = await bmpToPng(bytes);
    if (png === 'too-large') throw new PictureRefused(TIP_PICTURE_TOO_LARGE);
    if (!png) throw new PictureRefused(TIP_PICTURE_BROKEN);
    source = png;
  }
  let meta: Metadata;
  try {
    meta = await open(source).metadata();
  } catch (error) {
    throw refusal(error);
  }
  // The bytes must be what their extension says (the content check saw only the first ones).
  if (meta.format !== format || !meta.width || !meta.height) {
    throw new PictureRefused(TIP_PICTURE_BROKEN);
  }
  // One frame as it will stand: an animation's page, a photo turned by its EXIF orientation.
  const upright = meta.pageHeight
    ? { width: meta.width, height: meta.pageHeight }
    : (meta.autoOrient ?? meta);
  const fit = fitPixels(upright.width, upright.height);
  let image = open(source).autoOrient();
  // Width alone: sharp scales each frame of an animation alike.
  if (fit.scaled) image = image.resize({ width: fit.width });
  try {
    const { data, info } = await encode(image, format)
      .timeout({ seconds: PICTURE_TIMEOUT_SECONDS })
      .toBuffer({ resolveWithObject: true });
    return {
      bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
      extension: extension === 'bmp' ? 'png' : extension,
      mime: `image/${format}`,
      width: info.width,
      height: info.pageHeight ?? info.height,
    };
  } catch (error) {
    throw refusal(error);
  }
}

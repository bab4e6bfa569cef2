// Reading a QR from pixels with the maintained `qr` decoder: a camera frame or a picked photo.
import decodeQR from 'qr/decode.js';

/** The text of the QR in the canvas's picture, or null when none is readable. */
export function readCanvas(canvas: HTMLCanvasElement): string | null {
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context || canvas.width === 0 || canvas.height === 0) return null;
  const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
  try {
    return decodeQR({ data, width, height });
  } catch {
    return null;
  }
}

/** Draws a source (a video frame, a bitmap) at most `max` px wide and reads it. */
export function readSource(
  source: CanvasImageSource,
  width: number,
  height: number,
  canvas: HTMLCanvasElement,
  max = 960,
): string | null {
  const scale = Math.min(1, max / Math.max(width, height));
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  canvas
    .getContext('2d', { willReadFrequently: true })
    ?.drawImage(source, 0, 0, canvas.width, canvas.height);
  return readCanvas(canvas);
}

export async function readPhoto(file: Blob): Promise<string | null> {
  const bitmap = await createImageBitmap(file);
  try {
    // A photo of a code far away needs more pixels than a camera frame.
    const text = readSource(
      bitmap,
      bitmap.width,
      bitmap.height,
      document.createElement('canvas'),
      1600,
    );
    return text;
  } finally {
    bitmap.close();
  }
}

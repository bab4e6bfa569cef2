// BMP, the one §9 picture type sharp cannot read: its header is checked here (size, pixels,
// the bytes it promises all there), then ffmpeg's BMP decoder alone (the demuxer forced, only
// pipes allowed) turns it into a PNG, which goes through the same decoding as any picture.
import { spawn } from 'node:child_process';

import { PICTURE_MAX_INPUT_PIXELS } from '@/lib/domain/platform/upload-limits';

import { ffmpegPath } from '../video/transcode';

const BMP_TIMEOUT_MS = 20_000;
/** Header sizes of BITMAPCOREHEADER, BITMAPINFOHEADER and its V2–V5 successors. */
const DIB_SIZES = new Set([12, 40, 52, 56, 64, 108, 124]);
const UNCOMPRESSED = new Set([0, 3, 6]);

export type BmpHeader = { width: number; height: number };

/** The size a BMP declares, or null when its header is not one or its pixels are not all there. */
export function bmpHeader(b: Uint8Array): BmpHeader | null {
  if (b.length < 26 || b[0] !== 0x42 || b[1] !== 0x4d) return null;
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const pixelsAt = view.getUint32(10, true);
  const dib = view.getUint32(14, true);
  if (!DIB_SIZES.has(dib) || b.length < 14 + dib) return null;
  const core = dib === 12;
  const width = core ? view.getUint16(18, true) : view.getInt32(18, true);
  const height = Math.abs(core ? view.getInt16(20, true) : view.getInt32(22, true));
  const bits = view.getUint16(core ? 24 : 28, true);
  const compression = core ? 0 : view.getUint32(30, true);
  if (width <= 0 || height <= 0 || ![1, 4, 8, 16, 24, 32].includes(bits)) return null;
  // Uncompressed rows are padded to 4 bytes: every one must be in the file.
  const rowBytes = Math.ceil((width * bits) / 32) * 4;
  if (UNCOMPRESSED.has(compression) && pixelsAt + rowBytes * height > b.length) return null;
  return { width, height };
}

/**
 * The picture of a BMP as PNG bytes, decoded by ffmpeg: 'too-large' past the pixel limit (told
 * from the header, before decoding), null when it is no BMP.
 */
export async function bmpToPng(bytes: Uint8Array): Promise<Uint8Array | 'too-large' | null> {
  const header = bmpHeader(bytes);
  if (!header) return null;
  if (header.width * header.height > PICTURE_MAX_INPUT_PIXELS) return 'too-large';
  const args = [
    ...['-hide_banner', '-loglevel', 'error', '-protocol_whitelist', 'pipe'],
    ...['-f', 'bmp_pipe', '-i', 'pipe:0', '-frames:v', '1'],
    ...['-f', 'image2pipe', '-c:v', 'png', 'pipe:1'],
  ];
  // Never more than the RGBA pixels plus PNG's overhead: a decoder gone astray is cut off.
  const outputCap = header.width * header.height * 4 + 1024 * 1024;
  const png = await new Promise<Buffer | null>((resolve) => {
    const child = spawn(ffmpegPath(), args, {
      stdio: ['pipe', 'pipe', 'ignore'],
      timeout: BMP_TIMEOUT_MS,
    });
    const parts: Buffer[] = [];
    let size = 0;
    child.stdout.on('data', (part: Buffer) => {
      size += part.length;
      if (size > outputCap) child.kill('SIGKILL');
      else parts.push(part);
    });
    child.on('error', () => resolve(null));
    child.on('close', (code) =>
      resolve(code === 0 && size <= outputCap ? Buffer.concat(parts) : null),
    );
    // ffmpeg may stop reading early (a bad file): the broken pipe is its answer, not ours.
    child.stdin.on('error', () => {});
    child.stdin.end(bytes);
  });
  return png && png.length > 0 ? new Uint8Array(png) : null;
}

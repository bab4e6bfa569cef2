// Real pictures for the upload tests, made without I/O so fixtures stay synchronous: every
// picture is decoded at the origin now (services/platform/picture-clean.ts), a magic number is not enough.
import { crc32, deflateSync } from 'node:zlib';

/** A 16×16 JPEG (sharp, quality 50): the smallest real photo the decoder takes. */
const TINY_JPEG = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAQABADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABf/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKgAxN//2Q==',
  'base64',
);

/** Bytes that vary (chunks of one file differ), never 0xFF (no marker inside a segment). */
const filler = (at: number) => (at * 31) % 251;

/**
 * A real JPEG of exactly `size` bytes (at least 272): the tiny one with comment segments after
 * its start marker, which a decoder skips and re-encoding drops.
 */
export function realJpeg(size = 2048): Uint8Array {
  const pad = size - TINY_JPEG.length;
  if (pad < 4 && pad !== 0) throw new Error(`realJpeg: ${size} bytes is too small`);
  const out = new Uint8Array(size);
  out.set(TINY_JPEG.subarray(0, 2));
  let at = 2;
  for (let left = pad; left > 0;) {
    // A COM segment: FF FE, a length that counts itself, the text; a rest under 4 joins this one.
    let length = Math.min(left, 65_535 + 2);
    if (left - length > 0 && left - length < 4) length -= 4;
    out.set([0xff, 0xfe, (length - 2) >> 8, (length - 2) & 0xff], at);
    for (let i = 4; i < length; i += 1) out[at + i] = filler(at + i);
    at += length;
    left -= length;
  }
  out.set(TINY_JPEG.subarray(2), at);
  return out;
}

function pngChunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([head, body, crc]);
}

/**
 * A real grey PNG of width × height (RGB), with a comment chunk of about `extra` bytes to make
 * it as large as a test needs.
 */
export function realPng(width: number, height: number, extra = 64): Uint8Array<ArrayBuffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  // Each row: filter byte 0, then grey pixels.
  const rows = Buffer.alloc((width * 3 + 1) * height, 0x80);
  for (let y = 0; y < height; y += 1) rows[y * (width * 3 + 1)] = 0;
  const comment = Buffer.alloc(Math.max(0, extra), 0x61);
  comment.write('Comment\0', 'latin1');
  const bytes = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    ...(extra > 0 ? [pngChunk('tEXt', comment)] : []),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', new Uint8Array(0)),
  ]);
  return new Uint8Array(bytes);
}

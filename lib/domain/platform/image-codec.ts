// Image de-obfuscation of spec §5 and the matching encoders (the origin's media CDN uses
// the encoders; the browser decodes before caching). Byte layouts: docs/image-codec.md.
// Every function returns a fresh array and never writes to its input, because callers hand
// us buffers they also cache or re-read.
import { imageExtension } from './image-src';

// Still importable from here (callers written before the split); the LazyImage imports
// image-src itself, so it does not load the codec.
export { imageExtension, isImageUrl } from './image-src';

export type ImageType = 'jpeg' | 'png' | 'gif' | 'webp';
export type ImageScheme = 'marker' | 'plain' | 'head-xor' | 'xor163';

const ascii = (text: string): readonly number[] =>
  Object.freeze(Array.from(text, (ch) => ch.charCodeAt(0)));

/**
 * Scheme A marker: ASCII "YSIM1" (59 53 49 4D 31). No image format starts with it, so a
 * plain image is never mistaken for scheme A. Frozen plain array: a Uint8Array export could
 * be overwritten by any importer.
 */
export const IMAGE_MARKER: readonly number[] = ascii('YSIM1');

/**
 * Key string of scheme B (head XOR) and of scheme A's byte transform, cycled from its first
 * byte. Its first character must stay printable ASCII other than 'm', 'v' and 'x': that keeps
 * the encoded head of every real image unambiguous (proved in image-codec.property.test.ts).
 */
export const IMAGE_XOR_KEY = 'yingshi-h5-image-key-v1';

/** Scheme B obfuscates only the head: min(HEAD_XOR_LENGTH, length) bytes. */
export const HEAD_XOR_LENGTH = 100;

/** Scheme C: every byte XOR 163 (0xA3). */
export const XOR163_KEY = 163;

const KEY_BYTES = ascii(IMAGE_XOR_KEY);

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const GIF87A = ascii('GIF87a');
const GIF89A = ascii('GIF89a');
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');
const SIGNATURES: readonly (readonly number[])[] = [JPEG, PNG, GIF87A, GIF89A, RIFF];
/** Longest signature: how much of a head we need to probe. */
const PROBE_LENGTH = PNG.length;

function startsWith(bytes: Uint8Array, prefix: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + prefix.length) return false;
  return prefix.every((b, i) => bytes[offset + i] === b);
}

/**
 * True when the data starts with a signature §5 counts as "known" (jpeg, png, gif, riff).
 * Any RIFF counts here, even one that is not WebP, because §5 lists riff as a whole.
 */
export function hasImageSignature(bytes: Uint8Array): boolean {
  return SIGNATURES.some((sig) => startsWith(bytes, sig));
}

/** The image type from magic bytes. A RIFF that is not WebP (WAV, AVI) is not an image: null. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, GIF87A) || startsWith(bytes, GIF89A)) return 'gif';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'webp';
  return null;
}

/**
 * A plain Uint8Array copy. Not `bytes.slice()`: on a Node Buffer that returns a view, and
 * writing to it would mutate the caller's data.
 */
const copy = (bytes: Uint8Array): Uint8Array => new Uint8Array(bytes);

/** Copy of `bytes` with bytes [0, end) XORed with the key cycled from index 0. */
function xorWithKey(bytes: Uint8Array, end: number): Uint8Array {
  const out = copy(bytes);
  for (let i = 0; i < end; i++) {
    out[i] = (out[i] as number) ^ (KEY_BYTES[i % KEY_BYTES.length] as number);
  }
  return out;
}

function xorHead(bytes: Uint8Array): Uint8Array {
  return xorWithKey(bytes, Math.min(HEAD_XOR_LENGTH, bytes.length));
}

function xor163(bytes: Uint8Array): Uint8Array {
  const out = copy(bytes);
  for (let i = 0; i < out.length; i++) out[i] = (out[i] as number) ^ XOR163_KEY;
  return out;
}

/**
 * Which scheme 'auto' decoding applies, in §5 order: A (marker), then plain (a known
 * signature), then B (head XOR). C is not self-identifying, so it is chosen only when B
 * would not reveal a signature but XOR 163 of the head does; anything else is B, as §5 says.
 */
export function detectImageScheme(bytes: Uint8Array): ImageScheme {
  if (startsWith(bytes, IMAGE_MARKER)) return 'marker';
  if (hasImageSignature(bytes)) return 'plain';
  const probe = bytes.subarray(0, PROBE_LENGTH);
  if (hasImageSignature(xorWithKey(probe, probe.length))) return 'head-xor';
  if (hasImageSignature(xor163(probe))) return 'xor163';
  return 'head-xor';
}

/**
 * De-obfuscate image bytes (§5). 'auto' detects A/plain/B/C as detectImageScheme says;
 * 'xor163' forces scheme C for sources known to use it.
 */
export function decodeImage(bytes: Uint8Array, scheme: 'auto' | 'xor163' = 'auto'): Uint8Array {
  const applied = scheme === 'xor163' ? 'xor163' : detectImageScheme(bytes);
  switch (applied) {
    case 'marker': {
      const payload = bytes.subarray(IMAGE_MARKER.length);
      return xorWithKey(payload, payload.length);
    }
    case 'plain':
      return copy(bytes);
    case 'head-xor':
      return xorHead(bytes);
    case 'xor163':
      return xor163(bytes);
  }
}

/** Scheme A: marker, then every byte XORed with the cycled key. Always decodes back. */
export function encodeMarker(bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(IMAGE_MARKER.length + bytes.length);
  out.set(IMAGE_MARKER);
  out.set(xorWithKey(bytes, bytes.length), IMAGE_MARKER.length);
  return out;
}

/**
 * Scheme B: the first min(100, length) bytes XORed with the cycled key. For a handful of
 * non-image inputs the result would read as another scheme (it starts with a signature, the
 * marker, or a signature XOR 163), so we throw a RangeError rather than emit data that decodes to something
 * else. A real image (one with a known signature) never throws: see the tests' proof.
 */
export function encodeHeadXor(bytes: Uint8Array): Uint8Array {
  const out = xorHead(bytes);
  if (detectImageScheme(out) !== 'head-xor') {
    throw new RangeError('encodeHeadXor: output would not decode as head XOR; use encodeMarker');
  }
  return out;
}

/** Scheme C: every byte XOR 163. decodeImage(x, 'xor163') always reverses it. */
export function encodeXor163(bytes: Uint8Array): Uint8Array {
  return xor163(bytes);
}

// §9 image extensions → MIME type; jpg is the only one whose subtype differs.
// A Map, not an object literal: an extension like "constructor" must not hit the prototype.
const MIME_BY_EXTENSION: ReadonlyMap<string, string> = new Map([
  ['gif', 'image/gif'],
  ['jpg', 'image/jpeg'],
  ['jpeg', 'image/jpeg'],
  ['png', 'image/png'],
  ['bmp', 'image/bmp'],
  ['webp', 'image/webp'],
]);

/**
 * MIME type for a data URL of decoded bytes. Magic bytes win over the URL (CDN paths often
 * lie about the type); the URL's extension is the fallback (§7 "extension as mime subtype")
 * for the §9 image extensions; otherwise application/octet-stream, so the caller can tell.
 */
export function mimeForImage(bytes: Uint8Array, urlFallback?: string): string {
  const type = sniffImageType(bytes);
  if (type) return `image/${type}`;
  const ext = imageExtension(urlFallback);
  return (ext !== null && MIME_BY_EXTENSION.get(ext)) || 'application/octet-stream';
}

import { describe, expect, it } from 'vitest';
import {
  HEAD_XOR_LENGTH,
  IMAGE_MARKER,
  IMAGE_XOR_KEY,
  XOR163_KEY,
  decodeImage,
  detectImageScheme,
  encodeHeadXor,
  encodeMarker,
  encodeXor163,
  hasImageSignature,
  mimeForImage,
  sniffImageType,
} from './image-codec';

const hex = (s: string): Uint8Array =>
  Uint8Array.from(s.split(/\s+/).filter(Boolean), (h) => parseInt(h, 16));
const text = (s: string): Uint8Array => Uint8Array.from(s, (c) => c.charCodeAt(0));
const cat = (...parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};
/** Deterministic filler so fixtures are reproducible. */
const filler = (n: number, seed = 7): Uint8Array =>
  Uint8Array.from({ length: n }, (_, i) => (i * 31 + seed) & 0xff);
const key = (i: number): number => IMAGE_XOR_KEY.charCodeAt(i % IMAGE_XOR_KEY.length);

const JPEG = cat(hex('FF D8 FF E0 00 10'), text('JFIF'), filler(40));
const PNG = cat(hex('89 50 4E 47 0D 0A 1A 0A 00 00 00 0D'), text('IHDR'), filler(40));
const GIF87 = cat(text('GIF87a'), filler(20));
const GIF89 = cat(text('GIF89a'), filler(20));
const WEBP = cat(text('RIFF'), hex('24 00 00 00'), text('WEBPVP8 '), filler(20));
const WAVE = cat(text('RIFF'), hex('24 00 00 00'), text('WAVEfmt '), filler(20));

const IMAGES = [
  ['jpeg', JPEG],
  ['png', PNG],
  ['gif87a', GIF87],
  ['gif89a', GIF89],
  ['webp', WEBP],
] as const;

describe('constants', () => {
  it('marker is ASCII "YSIM1" = 59 53 49 4D 31, not an image signature', () => {
    expect([...IMAGE_MARKER]).toEqual([0x59, 0x53, 0x49, 0x4d, 0x31]);
    expect(Object.isFrozen(IMAGE_MARKER)).toBe(true);
    expect(hasImageSignature(Uint8Array.from(IMAGE_MARKER))).toBe(false);
  });
  it('key is printable ASCII and has no zero byte (every head byte changes)', () => {
    expect(IMAGE_XOR_KEY).toBe('yingshi-h5-image-key-v1');
    expect(IMAGE_XOR_KEY).toMatch(/^[\x21-\x7e]+$/);
  });
  it('XOR163_KEY is 163 and HEAD_XOR_LENGTH is 100', () => {
    expect(XOR163_KEY).toBe(163);
    expect(HEAD_XOR_LENGTH).toBe(100);
  });
});

describe('sniffImageType / hasImageSignature', () => {
  it.each([
    ['jpeg', JPEG, 'jpeg', true],
    ['jpeg, exactly 3 bytes', hex('FF D8 FF'), 'jpeg', true],
    ['jpeg cut to 2 bytes', hex('FF D8'), null, false],
    ['png', PNG, 'png', true],
    ['png, exactly 8 bytes', PNG.slice(0, 8), 'png', true],
    ['png cut to 7 bytes', PNG.slice(0, 7), null, false],
    ['GIF87a', GIF87, 'gif', true],
    ['GIF89a', GIF89, 'gif', true],
    ['GIF88a', text('GIF88a'), null, false],
    ['RIFF…WEBP', WEBP, 'webp', true],
    ['RIFF…WAVE: known signature, not an image', WAVE, null, true],
    ['bare RIFF', text('RIFF'), null, true],
    ['RIFF cut before WEBP ends', WEBP.slice(0, 11), null, true],
    ['empty', new Uint8Array(0), null, false],
    ['marker', Uint8Array.from(IMAGE_MARKER), null, false],
    ['BMP (not a §5 signature)', text('BM'), null, false],
  ] as const)('%s', (_name, bytes, type, known) => {
    expect(sniffImageType(bytes)).toBe(type);
    expect(hasImageSignature(bytes)).toBe(known);
  });
});

describe('plain images pass through unchanged', () => {
  it.each([...IMAGES, ['riff-wave', WAVE] as const])('%s', (_name, img) => {
    expect(detectImageScheme(img)).toBe('plain');
    const out = decodeImage(img);
    expect(out).toEqual(img);
    expect(out).not.toBe(img);
  });
});

describe('scheme A (marker)', () => {
  it('worked example of docs/image-codec.md', () => {
    const encoded = encodeMarker(hex('FF D8 FF E0'));
    expect(encoded).toEqual(hex('59 53 49 4D 31 86 B1 91 87'));
    expect(detectImageScheme(encoded)).toBe('marker');
    expect(decodeImage(encoded)).toEqual(hex('FF D8 FF E0'));
  });

  it('payload byte i is XORed with key[i mod key length], across key wrap-around', () => {
    const payload = filler(60);
    const encoded = encodeMarker(payload);
    expect(encoded.length).toBe(5 + 60);
    for (let i = 0; i < 60; i++) expect(encoded[5 + i]).toBe((payload[i] as number) ^ key(i));
  });

  it.each(IMAGES)('%s round-trips', (_name, img) => {
    expect(decodeImage(encodeMarker(img))).toEqual(img);
  });

  it('exactly the 5 marker bytes decode to an empty image', () => {
    const out = decodeImage(Uint8Array.from(IMAGE_MARKER));
    expect(out).toEqual(new Uint8Array(0));
  });

  it('empty input encodes to the bare marker', () => {
    expect([...encodeMarker(new Uint8Array(0))]).toEqual([...IMAGE_MARKER]);
  });

  it('input shorter than the marker (a marker prefix) is not scheme A', () => {
    const four = Uint8Array.from(IMAGE_MARKER.slice(0, 4));
    expect(detectImageScheme(four)).toBe('head-xor');
    expect([...decodeImage(four)]).toEqual([...four].map((b, i) => b ^ key(i)));
  });
});

describe('scheme B (head XOR)', () => {
  it('worked examples of docs/image-codec.md (B and C)', () => {
    expect(encodeHeadXor(hex('FF D8 FF E0'))).toEqual(hex('86 B1 91 87'));
    expect(decodeImage(hex('86 B1 91 87'))).toEqual(hex('FF D8 FF E0'));
    expect(encodeXor163(hex('FF D8 FF E0'))).toEqual(hex('5C 7B 5C 43'));
    expect(detectImageScheme(hex('5C 7B 5C 43'))).toBe('xor163');
    expect(decodeImage(hex('5C 7B 5C 43'))).toEqual(hex('FF D8 FF E0'));
  });

  it.each([0, 1, 5, 99, 100, 101, 250])(
    'a %i-byte input: exactly min(100, len) bytes change',
    (n) => {
      const img = n >= 3 ? cat(hex('FF D8 FF'), filler(n - 3)) : filler(n);
      const encoded = encodeHeadXor(img);
      expect(encoded.length).toBe(n);
      const changed = [...encoded].flatMap((b, i) => (b !== img[i] ? [i] : []));
      expect(changed).toEqual(Array.from({ length: Math.min(100, n) }, (_, i) => i));
      for (const i of changed) expect(encoded[i]).toBe((img[i] as number) ^ key(i));
    },
  );

  it.each([99, 101])('a %i-byte jpeg round-trips through auto decoding', (n) => {
    const img = cat(hex('FF D8 FF E0'), filler(n - 4));
    const encoded = encodeHeadXor(img);
    expect(detectImageScheme(encoded)).toBe('head-xor');
    expect(decodeImage(encoded)).toEqual(img);
    if (n > 100) expect(encoded.slice(100)).toEqual(img.slice(100));
  });

  it.each(IMAGES)('%s round-trips', (_name, img) => {
    expect(decodeImage(encodeHeadXor(img))).toEqual(img);
  });

  it('empty input: nothing to XOR, decodes to empty', () => {
    expect(encodeHeadXor(new Uint8Array(0))).toEqual(new Uint8Array(0));
    expect(detectImageScheme(new Uint8Array(0))).toBe('head-xor');
    expect(decodeImage(new Uint8Array(0))).toEqual(new Uint8Array(0));
  });

  it('data that is no known scheme is head-XORed, as §5 says', () => {
    const junk = filler(30, 1);
    expect(detectImageScheme(junk)).toBe('head-xor');
    expect([...decodeImage(junk)]).toEqual([...junk].map((b, i) => b ^ key(i)));
  });

  // Inputs whose head XOR would read as another scheme: the encoder refuses them.
  const keyed = (bytes: readonly number[]): Uint8Array =>
    Uint8Array.from(bytes, (b, i) => b ^ key(i));
  it.each([
    ['→ starts with a jpeg signature', keyed([0xff, 0xd8, 0xff, 0x00])],
    ['→ starts with a png signature', keyed([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
    ['→ starts with RIFF', keyed([...text('RIFF')])],
    ['→ starts with the marker', keyed([...IMAGE_MARKER, 1, 2])],
    ['→ reads as XOR 163 of a gif', keyed([...text('GIF89a')].map((b) => b ^ 163))],
  ])('encodeHeadXor throws when the output %s', (_name, x) => {
    expect(() => encodeHeadXor(x)).toThrow(RangeError);
  });
});

describe('scheme C (XOR 163)', () => {
  it('every byte XOR 0xA3', () => {
    expect(encodeXor163(hex('FF D8 FF 00 A3'))).toEqual(hex('5C 7B 5C A3 00'));
    expect(decodeImage(hex('5C 7B 5C A3 00'), 'xor163')).toEqual(hex('FF D8 FF 00 A3'));
  });

  it.each(IMAGES)('%s is detected in auto mode and round-trips', (_name, img) => {
    const encoded = encodeXor163(img);
    expect(detectImageScheme(encoded)).toBe('xor163');
    expect(decodeImage(encoded)).toEqual(img);
    expect(decodeImage(encoded, 'xor163')).toEqual(img);
  });

  it("'xor163' is forced even on a plain image or the marker", () => {
    expect(decodeImage(JPEG, 'xor163')).toEqual(encodeXor163(JPEG));
    const marker = Uint8Array.from(IMAGE_MARKER);
    expect(decodeImage(marker, 'xor163')).toEqual(marker.map((b) => b ^ 163));
  });

  it('empty input', () => {
    expect(decodeImage(new Uint8Array(0), 'xor163')).toEqual(new Uint8Array(0));
    expect(encodeXor163(new Uint8Array(0))).toEqual(new Uint8Array(0));
  });
});

describe('inputs are never mutated', () => {
  it('a Node Buffer (whose slice() is a view) stays intact, and outputs are plain arrays', () => {
    for (const img of [JPEG, encodeHeadXor(JPEG), encodeMarker(PNG), encodeXor163(GIF89)]) {
      const buf = Buffer.from(img);
      const before = Buffer.from(buf);
      const outs = [
        decodeImage(buf),
        decodeImage(buf, 'xor163'),
        encodeMarker(buf),
        encodeXor163(buf),
      ];
      try {
        outs.push(encodeHeadXor(buf));
      } catch {
        // refused inputs are covered elsewhere
      }
      expect(buf.equals(before)).toBe(true);
      for (const out of outs) expect(Buffer.isBuffer(out)).toBe(false);
    }
  });
});

describe('mimeForImage', () => {
  it.each([
    ['jpeg bytes', JPEG, undefined, 'image/jpeg'],
    ['png bytes', PNG, undefined, 'image/png'],
    ['gif bytes', GIF89, undefined, 'image/gif'],
    ['webp bytes', WEBP, undefined, 'image/webp'],
    ['bytes win over the URL', PNG, 'https://c.example.com/a.jpg', 'image/png'],
    ['unknown bytes, .jpg', filler(10), 'https://c.example.com/a.jpg?v=2', 'image/jpeg'],
    ['unknown bytes, .JPEG', filler(10), 'a.JPEG', 'image/jpeg'],
    ['unknown bytes, .bmp', text('BM'), 'a.bmp', 'image/bmp'],
    ['unknown bytes, .gif', filler(10), 'a.gif', 'image/gif'],
    ['unknown bytes, .png', filler(10), 'a.png', 'image/png'],
    ['unknown bytes, .webp', filler(10), 'a.webp', 'image/webp'],
    ['RIFF WAVE, .wav', WAVE, 'a.wav', 'application/octet-stream'],
    ['unknown bytes, .svg', filler(10), 'a.svg', 'application/octet-stream'],
    ['prototype key as extension', filler(10), 'a.constructor', 'application/octet-stream'],
    ['unknown bytes, no URL', filler(10), undefined, 'application/octet-stream'],
    ['empty bytes, dot-less URL', new Uint8Array(0), '/img/abc', 'application/octet-stream'],
  ] as const)('%s', (_name, bytes, url, mime) => {
    expect(mimeForImage(bytes, url)).toBe(mime);
  });
});

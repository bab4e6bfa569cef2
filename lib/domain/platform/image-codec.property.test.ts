import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  IMAGE_MARKER,
  IMAGE_XOR_KEY,
  XOR163_KEY,
  decodeImage,
  detectImageScheme,
  encodeHeadXor,
  encodeMarker,
  encodeXor163,
  hasImageSignature,
} from './image-codec';

const ascii = (s: string): number[] => Array.from(s, (c) => c.charCodeAt(0));
const SIGNATURES: number[][] = [
  [0xff, 0xd8, 0xff],
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  ascii('GIF87a'),
  ascii('GIF89a'),
  ascii('RIFF'),
];
const KEY0 = IMAGE_XOR_KEY.charCodeAt(0);
const keyAt = (i: number): number => IMAGE_XOR_KEY.charCodeAt(i % IMAGE_XOR_KEY.length);
const keyed = (bytes: readonly number[]): number[] =>
  bytes.map((b, i) => (i < 100 ? b ^ keyAt(i) : b));

const bytes = fc.uint8Array({ maxLength: 300 });
/** A "real image": a known signature followed by anything. */
const realImage = fc
  .tuple(fc.constantFrom(...SIGNATURES), fc.uint8Array({ maxLength: 300 }))
  .map(([sig, tail]) => Uint8Array.from([...sig, ...tail]));
/**
 * Inputs built to collide: their head XOR starts with a signature, the marker, or the
 * XOR-163 form of a signature. Random bytes almost never hit these, so we aim at them.
 */
const tricky = fc
  .tuple(
    fc.constantFrom(
      ...SIGNATURES,
      [...IMAGE_MARKER],
      ...SIGNATURES.map((s) => s.map((b) => b ^ XOR163_KEY)),
    ),
    fc.uint8Array({ maxLength: 120 }),
  )
  // XOR with the key where encodeHeadXor will (the first 100 bytes), so its output starts with `head`.
  .map(([head, tail]) => Uint8Array.from(keyed([...head, ...tail])));
const anyInput = fc.oneof(bytes, realImage, tricky);

const RUNS = { numRuns: 2000 };

describe('round trips', () => {
  it('A: decode(encodeMarker(x)) = x for any bytes', () => {
    fc.assert(
      fc.property(anyInput, (x) => {
        expect(decodeImage(encodeMarker(x))).toEqual(x);
      }),
      RUNS,
    );
  });

  it("C: decode(encodeXor163(x), 'xor163') = x for any bytes", () => {
    fc.assert(
      fc.property(anyInput, (x) => {
        expect(decodeImage(encodeXor163(x), 'xor163')).toEqual(x);
      }),
      RUNS,
    );
  });

  it('C: auto mode recovers any real image', () => {
    fc.assert(
      fc.property(realImage, (x) => {
        expect(decodeImage(encodeXor163(x))).toEqual(x);
      }),
      RUNS,
    );
  });

  it('B: encodeHeadXor either refuses (RangeError) or decode(encode(x)) = x, for any bytes', () => {
    fc.assert(
      fc.property(anyInput, (x) => {
        let encoded: Uint8Array;
        try {
          encoded = encodeHeadXor(x);
        } catch (e) {
          expect(e).toBeInstanceOf(RangeError);
          return;
        }
        expect(decodeImage(encoded)).toEqual(x);
      }),
      RUNS,
    );
  });

  it('B: a real image is never refused and always round-trips', () => {
    fc.assert(
      fc.property(realImage, (x) => {
        expect(decodeImage(encodeHeadXor(x))).toEqual(x);
      }),
      RUNS,
    );
  });

  it('B: the colliding inputs are exactly the refused ones', () => {
    fc.assert(
      fc.property(tricky, (x) => {
        expect(() => encodeHeadXor(x)).toThrow(RangeError);
      }),
      { numRuns: 300 },
    );
  });
});

/**
 * Why a real image always survives schemes B and C in auto mode. detectImageScheme looks at
 * the head only. For an image starting with signature s, the first byte of each candidate it
 * probes is fixed by s[0] and the key's first byte, so it is enough that no such first byte
 * can begin a signature (or the marker) by accident:
 *   B: encoded[0] = s[0]^k0 must begin neither a signature nor the marker, so the data is not
 *      'marker' or 'plain'; un-XORing the head then yields s, so detection says 'head-xor'.
 *   C: encoded[0] = s[0]^163 must begin neither, and s[0]^163^k0 must not begin a signature,
 *      so the B probe fails; XOR 163 of the head yields s, so detection says 'xor163'.
 * These are finite checks over the five signatures, done here for the shipped key.
 */
describe('proof: real images are unambiguous under B and C', () => {
  const sigFirst = new Set(SIGNATURES.map((s) => s[0] as number));
  const sigOrMarkerFirst = new Set([...sigFirst, IMAGE_MARKER[0] as number]);

  it.each(SIGNATURES.map((s) => [s.map((b) => b.toString(16)).join(' '), s] as const))(
    'signature %s',
    (_name, sig) => {
      const s0 = sig[0] as number;
      expect(sigOrMarkerFirst.has(s0 ^ KEY0)).toBe(false);
      expect(sigOrMarkerFirst.has(s0 ^ XOR163_KEY)).toBe(false);
      expect(sigFirst.has(s0 ^ XOR163_KEY ^ KEY0)).toBe(false);
      // The shortest real image is the bare signature: it must hold there too.
      expect(detectImageScheme(encodeHeadXor(Uint8Array.from(sig)))).toBe('head-xor');
      expect(detectImageScheme(encodeXor163(Uint8Array.from(sig)))).toBe('xor163');
    },
  );

  it('so the key must not start with a byte that breaks the proof', () => {
    // The first bytes a key may NOT start with, for these signatures and marker.
    const forbidden = new Set<number>();
    for (const s of SIGNATURES) {
      for (const t of sigOrMarkerFirst) forbidden.add((s[0] as number) ^ t);
      for (const t of sigFirst) forbidden.add((s[0] as number) ^ XOR163_KEY ^ t);
    }
    const printableForbidden = [...forbidden]
      .filter((b) => b > 0x20 && b < 0x7f)
      .sort((a, b) => a - b);
    expect(String.fromCharCode(...printableForbidden)).toBe('mvx');
    expect(forbidden.has(KEY0)).toBe(false);
  });

  it('marker data never looks plain', () => {
    expect(hasImageSignature(Uint8Array.from(IMAGE_MARKER))).toBe(false);
  });
});

describe('purity', () => {
  const fns: ReadonlyArray<readonly [string, (x: Uint8Array) => unknown]> = [
    ['decodeImage auto', (x) => decodeImage(x)],
    ['decodeImage xor163', (x) => decodeImage(x, 'xor163')],
    ['encodeMarker', encodeMarker],
    ['encodeXor163', encodeXor163],
    [
      'encodeHeadXor',
      (x) => {
        try {
          return encodeHeadXor(x);
        } catch {
          return null;
        }
      },
    ],
    ['detectImageScheme', detectImageScheme],
  ];
  it.each(fns)('%s never mutates its input and returns a new array', (_name, fn) => {
    fc.assert(
      fc.property(anyInput, (x) => {
        const before = Uint8Array.from(x);
        const out = fn(x);
        expect(x).toEqual(before);
        expect(out).not.toBe(x);
      }),
      { numRuns: 500 },
    );
  });
});

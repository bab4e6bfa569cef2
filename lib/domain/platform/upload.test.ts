import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  CHUNK_STATUSES,
  FILE_STATUSES,
  UPLOAD_DEFAULTS,
  chunkPlan,
  classifyChunkStatus,
  smoothSpeed,
} from './upload';

describe('upload constants (§4, §8, §9)', () => {
  it('defaults', () => {
    expect(UPLOAD_DEFAULTS).toEqual({
      chunkSize: 1_048_576,
      simultaneousUploads: 3,
      progressCallbacksInterval: 500,
      speedSmoothingFactor: 0.1,
      maxChunkRetries: 0,
    });
  });

  it('statuses', () => {
    expect(FILE_STATUSES).toEqual(['waiting', 'uploading', 'paused', 'error', 'success']);
    expect(CHUNK_STATUSES).toEqual([
      'pending',
      'uploading',
      'reading',
      'success',
      'error',
      'complete',
      'progress',
      'retry',
    ]);
  });
});

describe('classifyChunkStatus (§5)', () => {
  it.each([
    [200, 'success'],
    [201, 'success'],
    [202, 'success'],
    [404, 'permanent-error'],
    [415, 'permanent-error'],
    [500, 'permanent-error'],
    [501, 'permanent-error'],
    [0, 'retry'],
    [203, 'retry'],
    [204, 'retry'],
    [400, 'retry'],
    [401, 'retry'],
    [429, 'retry'],
    [502, 'retry'],
    [503, 'retry'],
    [NaN, 'retry'],
  ] as const)('%s → %s', (status, outcome) => {
    expect(classifyChunkStatus(status)).toBe(outcome);
  });
});

describe('chunkPlan', () => {
  it.each([
    [0, 10, [[1, 0, 0]]],
    [1, 10, [[1, 0, 1]]],
    [10, 10, [[1, 0, 10]]],
    [
      11,
      10,
      [
        [1, 0, 10],
        [2, 10, 11],
      ],
    ],
    [
      25,
      10,
      [
        [1, 0, 10],
        [2, 10, 20],
        [3, 20, 25],
      ],
    ],
    [
      30,
      10,
      [
        [1, 0, 10],
        [2, 10, 20],
        [3, 20, 30],
      ],
    ],
    [
      3,
      1,
      [
        [1, 0, 1],
        [2, 1, 2],
        [3, 2, 3],
      ],
    ],
  ] as const)('%s bytes in %s-byte chunks', (total, size, expected) => {
    expect(chunkPlan(total, size)).toEqual(
      expected.map(([number, start, end]) => ({ number, start, end })),
    );
  });

  it('uses 1 MiB chunks for a 2.5 MiB file', () => {
    const MiB = UPLOAD_DEFAULTS.chunkSize;
    expect(chunkPlan(2.5 * MiB, MiB).map((c) => c.end - c.start)).toEqual([MiB, MiB, MiB / 2]);
  });

  it.each([
    [-1, 10],
    [1.5, 10],
    [NaN, 10],
    [Infinity, 10],
    [10, 0],
    [10, -1],
    [10, 0.5],
    [10, NaN],
  ])('rejects totalSize %s, chunkSize %s', (total, size) => {
    expect(() => chunkPlan(total, size)).toThrow(RangeError);
  });

  it('covers every byte once, in order, no chunk larger than chunkSize', () => {
    fc.assert(
      fc.property(fc.nat({ max: 100_000 }), fc.integer({ min: 1, max: 5_000 }), (total, size) => {
        const plan = chunkPlan(total, size);
        expect(plan.length).toBe(Math.max(1, Math.ceil(total / size)));
        // Plain comparisons: a per-chunk expect() makes 100k-chunk runs take seconds.
        let cursor = 0;
        const ok = plan.every((chunk, i) => {
          const length = chunk.end - chunk.start;
          const fits = i < plan.length - 1 ? length === size : length <= size;
          const inOrder = chunk.number === i + 1 && chunk.start === cursor;
          cursor = chunk.end;
          return fits && inOrder;
        });
        expect(ok).toBe(true);
        expect(cursor).toBe(total);
      }),
    );
  });
});

describe('smoothSpeed', () => {
  it.each([
    [100, 200, 0.1, 110],
    [0, 1000, 0.1, 100],
    [100, 200, 0, 100],
    [100, 200, 1, 200],
    [100, 200, 2, 200],
    [100, 200, -1, 100],
    [100, 200, NaN, 110],
    [100, NaN, 0.1, 100],
    [NaN, 200, 0.1, 200],
    [NaN, NaN, 0.1, 0],
    [Infinity, 50, 0.1, 50],
    [100, -50, 0.5, 50],
    [-100, 100, 0.5, 50],
  ])('prev %s, sample %s, factor %s → %s', (prev, sample, factor, expected) => {
    expect(smoothSpeed(prev, sample, factor)).toBeCloseTo(expected, 9);
  });

  it('defaults to the §9 factor 0.1', () => {
    expect(smoothSpeed(100, 200)).toBeCloseTo(110, 9);
  });

  it('stays between prev and sample', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e9, noNaN: true }),
        fc.double({ min: 0, max: 1e9, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (prev, sample, factor) => {
          const v = smoothSpeed(prev, sample, factor);
          expect(v).toBeGreaterThanOrEqual(Math.min(prev, sample) - 1e-6);
          expect(v).toBeLessThanOrEqual(Math.max(prev, sample) + 1e-6);
        },
      ),
    );
  });
});

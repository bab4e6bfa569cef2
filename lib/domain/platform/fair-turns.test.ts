import { describe, expect, it } from 'vitest';

import { nextTurn, type Turn } from './fair-turns';

const turn = (owner: string, rest: Partial<Turn> = {}): Turn => ({
  owner,
  running: 0,
  waiting: 1,
  lastStart: 0,
  firstArrival: 1,
  ...rest,
});

describe('nextTurn', () => {
  it('serves the owner served least recently, then the one waiting longest', () => {
    expect(nextTurn([turn('a', { lastStart: 5 }), turn('b', { lastStart: 2 })])).toBe('b');
    expect(nextTurn([turn('a', { lastStart: 5 }), turn('b', { firstArrival: 9 })])).toBe('b');
    expect(nextTurn([turn('a', { firstArrival: 4 }), turn('b', { firstArrival: 3 })])).toBe('b');
  });

  it('skips owners with nothing waiting or already running', () => {
    expect(nextTurn([turn('a', { running: 1 }), turn('b', { lastStart: 7 })])).toBe('b');
    expect(nextTurn([turn('a', { running: 1 }), turn('b', { waiting: 0 })])).toBeNull();
    expect(nextTurn([turn('a', { running: 1 })], 2)).toBe('a');
    expect(nextTurn([])).toBeNull();
  });
});

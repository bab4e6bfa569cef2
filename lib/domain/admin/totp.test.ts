import { describe, expect, it } from 'vitest';

import { totpCandidateCounters, totpCounter, totpCounterFresh } from './totp';

describe('TOTP window', () => {
  it('counts 30 s steps from the epoch (RFC 6238)', () => {
    expect(totpCounter(59_000)).toBe(1);
    expect(totpCounter(60_000)).toBe(2);
  });

  it('accepts the current step first, then one step either side', () => {
    expect(totpCandidateCounters(60_000)).toEqual([2, 1, 3]);
  });

  it('uses a step once', () => {
    expect(totpCounterFresh(5, null)).toBe(true);
    expect(totpCounterFresh(5, 5)).toBe(false);
    expect(totpCounterFresh(6, 5)).toBe(true);
  });
});

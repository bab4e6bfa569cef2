import { describe, expect, it } from 'vitest';

import { createReadBudget } from './served-read-budget';

describe('the per-address budget of served poster reads', () => {
  it('lets an address read its budget a minute, then refuses until the minute is over', () => {
    const budget = createReadBudget(3);
    const t0 = 1_000_000;
    expect([1, 2, 3, 4].map((i) => budget.take('203.0.113.9', t0 + i))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    // Another address is not affected.
    expect(budget.take('203.0.113.10', t0 + 5)).toBe(true);
    expect(budget.take('203.0.113.9', t0 + 59_999)).toBe(false);
    expect(budget.take('203.0.113.9', t0 + 60_001)).toBe(true);
  });

  it('counts the unknown address as one', () => {
    const budget = createReadBudget(2);
    expect([null, null, null].map((ip) => budget.take(ip, 0))).toEqual([true, true, false]);
  });

  it('keeps at most its number of addresses, finished windows dropped first', () => {
    const budget = createReadBudget(1, 100);
    for (let i = 0; i < 100; i++) budget.take(`10.0.0.${i}`, 0);
    expect(budget.size()).toBe(100);
    // A new address past the cap drops the oldest; a minute later, every finished window.
    expect(budget.take('10.0.1.1', 1)).toBe(true);
    expect(budget.size()).toBe(100);
    expect(budget.take('10.0.0.50', 2)).toBe(false);
    // 10.0.0.0, the oldest, was dropped: its count starts again.
    expect(budget.take('10.0.0.0', 2)).toBe(true);
    // A minute on, a new address past the cap drops every finished window: 10.0.0.0's is not.
    expect(budget.take('10.0.1.2', 60_001)).toBe(true);
    expect(budget.size()).toBe(2);
  });
});

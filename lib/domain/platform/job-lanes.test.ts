// The turn-taking priority and the lanes' rules.
import { describe, expect, it } from 'vitest';

import { fairPriority, JOB_LANES, LANE_RULES } from './job-lanes';

describe('fairPriority', () => {
  it('puts an owner’s next job one step below for each unfinished one', () => {
    expect(fairPriority(0)).toBe(0);
    expect(fairPriority(1)).toBe(-1);
    expect(fairPriority(3)).toBe(-3);
    // Another owner's first job always ranks above this owner's second.
    expect(fairPriority(0)).toBeGreaterThan(fairPriority(1));
  });

  it('never ranks above a first job', () => {
    expect(fairPriority(-2)).toBe(0);
    expect(fairPriority(2.7)).toBe(-2);
  });
});

describe('LANE_RULES', () => {
  it('gives every lane a slot and a time limit under pg-boss’s 24 hours', () => {
    for (const lane of JOB_LANES) {
      expect(LANE_RULES[lane].slots).toBeGreaterThanOrEqual(1);
      expect(LANE_RULES[lane].timeoutSeconds).toBeGreaterThan(0);
      expect(LANE_RULES[lane].timeoutSeconds).toBeLessThan(24 * 60 * 60);
    }
  });
});

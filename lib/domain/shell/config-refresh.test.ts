import { describe, expect, it } from 'vitest';

import { CONFIG_CHECK_MS, CONFIG_MAX_AGE_MS, configDue, configReadAt } from './config-refresh';

const NOW = 1_800_000_000_000;

describe('config refresh', () => {
  it('reads a copy again once it is older than the age, within 60 s in all', () => {
    expect(CONFIG_MAX_AGE_MS + CONFIG_CHECK_MS).toBeLessThanOrEqual(60_000);
    expect(configDue(NOW - CONFIG_MAX_AGE_MS + 1, NOW)).toBe(false);
    expect(configDue(NOW - CONFIG_MAX_AGE_MS, NOW)).toBe(true);
  });

  it('dates a copy by its serverTime, and one without (or from the future) as due now', () => {
    expect(configReadAt(NOW / 1000 - 5, NOW)).toBe(NOW - 5000);
    expect(configDue(configReadAt(undefined, NOW), NOW)).toBe(true);
    expect(configDue(configReadAt('x', NOW), NOW)).toBe(true);
    expect(configReadAt(NOW / 1000 + 3600, NOW)).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';

import { SEED_TASKS, seedOnlineTaskSeconds } from './seed-welfare';

describe('SEED_ONLINE_TASK_SECONDS', () => {
  it('shortens the online task for a test stack, 1–600 whole seconds', () => {
    expect(seedOnlineTaskSeconds({ SEED_ONLINE_TASK_SECONDS: '12' })).toBe(12);
    expect(seedOnlineTaskSeconds({ SEED_ONLINE_TASK_SECONDS: ' 600 ' })).toBe(600);
  });

  it('keeps the default for anything else', () => {
    for (const value of [undefined, '', '0', '601', '1.5', '-3', 'ten', '1e2']) {
      expect(seedOnlineTaskSeconds({ SEED_ONLINE_TASK_SECONDS: value })).toBeUndefined();
    }
    expect(SEED_TASKS.find((t) => t.kind === 'online')?.goal).toBe(600);
  });
});

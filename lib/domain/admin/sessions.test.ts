import { describe, expect, it } from 'vitest';

import { ADMIN_ABSOLUTE_HOURS, ADMIN_IDLE_MINUTES, sessionAlive } from './sessions';

const MIN = 60_000;

describe('sessionAlive', () => {
  it('ends after the idle timeout without a call', () => {
    const t = { createdAtMs: 0, lastSeenAtMs: 0 };
    expect(sessionAlive(t, ADMIN_IDLE_MINUTES * MIN - 1)).toBe(true);
    expect(sessionAlive(t, ADMIN_IDLE_MINUTES * MIN)).toBe(false);
  });

  it('ends at the absolute lifetime however busy', () => {
    const end = ADMIN_ABSOLUTE_HOURS * 60 * MIN;
    expect(sessionAlive({ createdAtMs: 0, lastSeenAtMs: end - MIN }, end - 1)).toBe(true);
    expect(sessionAlive({ createdAtMs: 0, lastSeenAtMs: end - MIN }, end)).toBe(false);
  });
});

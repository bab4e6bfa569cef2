import { describe, expect, it } from 'vitest';

import { beijingDayStartMs, feedbackStatus } from './feedback';

describe('beijingDayStartMs', () => {
  it('is the Beijing midnight of a real date, and null for anything else', () => {
    expect(beijingDayStartMs('2025-03-01')).toBe(Date.parse('2025-03-01T00:00:00+08:00'));
    expect(beijingDayStartMs('2024-02-29')).toBe(Date.parse('2024-02-29T00:00:00+08:00'));
    for (const bad of ['2025-02-29', '2025-13-01', '2025-3-1', '昨天', ''])
      expect(beijingDayStartMs(bad), bad).toBeNull();
  });
});

describe('feedbackStatus', () => {
  it('is closed once closed, else replied once answered, else open', () => {
    expect(feedbackStatus({ reply: null, closedAt: null })).toBe('open');
    expect(feedbackStatus({ reply: '好', closedAt: null })).toBe('replied');
    expect(feedbackStatus({ reply: '好', closedAt: new Date(0) })).toBe('closed');
    expect(feedbackStatus({ reply: null, closedAt: new Date(0) })).toBe('closed');
  });
});

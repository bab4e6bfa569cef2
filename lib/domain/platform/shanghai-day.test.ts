import { describe, expect, it } from 'vitest';

import { dayLabel, dayStartMs, parseDayLabel, shanghaiDayNumber } from './shanghai-day';

const BEFORE = Date.UTC(2025, 5, 1, 15, 59, 59, 999);
const MIDNIGHT = Date.UTC(2025, 5, 1, 16);

describe('Shanghai days', () => {
  it('start at midnight in Shanghai, 16:00 UTC the day before', () => {
    expect(dayLabel(shanghaiDayNumber(BEFORE))).toBe('2025-06-01');
    expect(dayLabel(shanghaiDayNumber(MIDNIGHT))).toBe('2025-06-02');
    expect(dayStartMs(shanghaiDayNumber(BEFORE))).toBe(Date.UTC(2025, 4, 31, 16));
  });

  it('parse only real YYYY-MM-DD dates', () => {
    expect(parseDayLabel('2024-02-29')).toBe(shanghaiDayNumber(Date.UTC(2024, 1, 29, 4)));
    for (const bad of ['2025-02-29', '2025-6-1', '2025-06-01T00', '', '二〇二五'])
      expect(parseDayLabel(bad)).toBeNull();
  });
});

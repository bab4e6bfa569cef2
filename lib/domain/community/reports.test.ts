import { describe, expect, it } from 'vitest';

import { REPORTS_PER_DAY, reportAllowed, reportAnswerTip } from './reports';

describe('reports', () => {
  it('allows REPORTS_PER_DAY a day and no more', () => {
    expect(reportAllowed(REPORTS_PER_DAY - 1)).toBe(true);
    expect(reportAllowed(REPORTS_PER_DAY)).toBe(false);
  });

  it('says 已举报 for a second report', () => {
    expect(reportAnswerTip(true)).toMatch(/^已举报/);
    expect(reportAnswerTip(false)).toMatch(/^举报成功/);
  });
});

import { describe, expect, it } from 'vitest';

import { activeBan, banEndMs, banTip, decisionMessage } from './bans';

const NOW = Date.UTC(2026, 10, 29, 6, 0);
const DAY = 86_400_000;

describe('bans', () => {
  it('ends after the days chosen, or never', () => {
    expect(banEndMs(NOW, 7)).toBe(NOW + 7 * DAY);
    expect(banEndMs(NOW, 0)).toBeNull();
  });

  it('holds the longest ban in force; lifted and ended ones do not count', () => {
    const base = { startsAt: NOW - DAY, liftedAt: null, reason: 'x' };
    const short = { ...base, endsAt: NOW + DAY };
    const long = { ...base, endsAt: NOW + 7 * DAY };
    const ended = { ...base, endsAt: NOW - 1 };
    const lifted = { ...base, endsAt: null, liftedAt: NOW - 1 };
    expect(activeBan([short, long, ended, lifted], NOW)).toBe(long);
    expect(activeBan([ended, lifted], NOW)).toBeNull();
    expect(activeBan([short, { ...base, endsAt: null }], NOW)?.endsAt).toBeNull();
  });

  it('tells the user until when (Beijing time) and why', () => {
    expect(banTip({ endsAt: NOW + DAY, reason: '发布广告' })).toBe(
      '你已被禁言至2026-11-30 14:00，原因：发布广告。如有疑问请联系在线客服',
    );
    expect(banTip({ endsAt: null, reason: '诈骗' })).toContain('你已被永久禁言，原因：诈骗');
  });

  it('quotes at most 20 characters of the content in the author’s message', () => {
    const m = decisionMessage('post', 'reject', '一'.repeat(25), '低俗');
    expect(m.title).toBe('帖子未通过审核');
    expect(m.body).toBe(`你的帖子“${'一'.repeat(20)}…”未通过审核，原因：低俗`);
  });
});

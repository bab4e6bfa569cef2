import { describe, expect, it } from 'vitest';

import {
  expectsNewUserVipBanner,
  parseClosedAt,
  showsNewUserVipBanner,
  VIP_BANNER_SNOOZE_MS,
} from './vip-banner';

const NOW = Date.UTC(2025, 5, 1, 12);
const guest = { normalVip: { vipType: 0, vipExpireInt: 0, vipExpire: '' } };
const vip = { normalVip: { vipType: 1, vipExpireInt: NOW / 1000 + 3600, vipExpire: '2025-06-01' } };
const expired = { supremeVip: { vipType: 2, vipExpireInt: 0, vipExpire: '2025-01-01' } };

describe('new-user VIP banner', () => {
  it('is offered to users who are not VIP, never to VIPs or before a user exists', () => {
    expect(showsNewUserVipBanner(guest, null, NOW)).toBe(true);
    expect(showsNewUserVipBanner(expired, null, NOW)).toBe(true);
    expect(showsNewUserVipBanner(vip, null, NOW)).toBe(false);
    expect(showsNewUserVipBanner(null, null, NOW)).toBe(false);
  });

  it('stays closed for 24 h after a close, then comes back', () => {
    expect(showsNewUserVipBanner(guest, NOW, NOW)).toBe(false);
    expect(showsNewUserVipBanner(guest, NOW - VIP_BANNER_SNOOZE_MS + 1, NOW)).toBe(false);
    expect(showsNewUserVipBanner(guest, NOW - VIP_BANNER_SNOOZE_MS, NOW)).toBe(true);
  });

  it('a close time in the future does not hide it', () => {
    expect(showsNewUserVipBanner(guest, NOW + 60_000, NOW)).toBe(true);
  });

  it('is expected before the session answers, unless closed or the stored user is VIP', () => {
    expect(expectsNewUserVipBanner(null, null, NOW)).toBe(true);
    expect(expectsNewUserVipBanner(undefined, null, NOW)).toBe(true);
    expect(expectsNewUserVipBanner(null, NOW - 1000, NOW)).toBe(false);
    expect(expectsNewUserVipBanner(null, NOW - VIP_BANNER_SNOOZE_MS, NOW)).toBe(true);
    expect(expectsNewUserVipBanner(vip, null, NOW)).toBe(false);
    expect(expectsNewUserVipBanner(guest, null, NOW)).toBe(true);
  });

  it('reads the stored close time', () => {
    expect(parseClosedAt(String(NOW))).toBe(NOW);
    expect(parseClosedAt(' 123 ')).toBe(123);
    expect(parseClosedAt(null)).toBeNull();
    expect(parseClosedAt(undefined)).toBeNull();
    expect(parseClosedAt('yesterday')).toBeNull();
    expect(parseClosedAt('-5')).toBeNull();
  });
});

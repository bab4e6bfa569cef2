import { describe, expect, it } from 'vitest';

import {
  expiryDay,
  isVip,
  isVipActive,
  vipExpiry,
  vipActionText,
  vipExpiryDay,
  vipLabel,
  type UserInfo,
  type VipInfo,
} from './vip';

const active = (vipExpire: string): VipInfo => ({
  vipType: 1,
  vipExpireInt: 1_800_000_000,
  vipExpire,
});
const NONE: VipInfo = { vipType: 0, vipExpireInt: 0, vipExpire: '' };
const TYPE_ONLY: VipInfo = { vipType: 2, vipExpireInt: 0, vipExpire: '2020-01-01' };
const EXPIRE_ONLY: VipInfo = { vipType: 0, vipExpireInt: 1_800_000_000, vipExpire: '2027-01-01' };

const user = (
  tiers: Partial<Pick<UserInfo, 'normalVip' | 'supremeVip' | 'darkVip'>>,
): UserInfo => ({
  id: 1,
  token: 't',
  ...tiers,
});

describe('isVipActive', () => {
  it.each([
    [active('x'), true],
    [{ vipType: 3, vipExpireInt: 1, vipExpire: '' }, true],
    [NONE, false],
    [TYPE_ONLY, false],
    [EXPIRE_ONLY, false],
    [{ vipType: -1, vipExpireInt: 5, vipExpire: '' }, false],
    [{ vipType: 1, vipExpireInt: -5, vipExpire: '' }, false],
    [{ vipType: NaN, vipExpireInt: 5, vipExpire: '' }, false],
    [null, false],
    [undefined, false],
  ])('%o → %s', (vip, expected) => {
    expect(isVipActive(vip)).toBe(expected);
  });
});

describe('VIP rules (§4)', () => {
  const N = active('normal-exp');
  const S = active('supreme-exp');
  const D = active('dark-exp');

  // [case, tiers, isVip, label, expiry]
  it.each([
    ['no tiers', {}, false, '', ''],
    ['all inactive', { normalVip: NONE, supremeVip: NONE, darkVip: NONE }, false, '', ''],
    ['type without expiry', { normalVip: TYPE_ONLY }, false, '', ''],
    ['expiry without type', { supremeVip: EXPIRE_ONLY }, false, '', ''],
    ['null tiers', { normalVip: null, supremeVip: null, darkVip: null }, false, '', ''],
    ['normal only', { normalVip: N }, true, 'VIP', 'normal-exp'],
    ['dark only', { darkVip: D }, true, 'VIP', 'dark-exp'],
    ['supreme only', { supremeVip: S }, true, 'SVIP', 'supreme-exp'],
    ['normal + dark', { normalVip: N, darkVip: D }, true, 'VIP', 'dark-exp'],
    ['normal + supreme', { normalVip: N, supremeVip: S }, true, 'SVIP', 'supreme-exp'],
    ['dark + supreme', { darkVip: D, supremeVip: S }, true, 'SVIP', 'supreme-exp'],
    ['all three', { normalVip: N, supremeVip: S, darkVip: D }, true, 'SVIP', 'supreme-exp'],
    [
      'supreme inactive, normal active',
      { supremeVip: TYPE_ONLY, normalVip: N },
      true,
      'VIP',
      'normal-exp',
    ],
    [
      'dark inactive, normal active',
      { darkVip: EXPIRE_ONLY, normalVip: N },
      true,
      'VIP',
      'normal-exp',
    ],
  ] as const)('%s', (_case, tiers, vip, label, expiry) => {
    const u = user(tiers);
    expect(isVip(u)).toBe(vip);
    expect(vipLabel(u)).toBe(label);
    expect(vipExpiry(u)).toBe(expiry);
  });

  it.each([null, undefined])('%s user is not VIP', (u) => {
    expect(isVip(u)).toBe(false);
    expect(vipLabel(u)).toBe('');
    expect(vipExpiry(u)).toBe('');
  });

  it('an active tier with a missing expiry text shows empty, not a lower tier', () => {
    const broken = { vipType: 1, vipExpireInt: 1, vipExpire: undefined } as unknown as VipInfo;
    expect(vipExpiry(user({ supremeVip: broken, normalVip: N }))).toBe('');
  });
});

describe('expiryDay', () => {
  it('shows the day a membership ends, not its second', () => {
    expect(expiryDay('2099-12-31 23:59:59')).toBe('2099-12-31');
    expect(expiryDay('2026-12-03T08:00:00')).toBe('2026-12-03');
    expect(expiryDay('2026-12-03 08:00')).toBe('2026-12-03');
    expect(expiryDay('2026-12-03')).toBe('2026-12-03');
  });
  it('leaves other text as it came, and nothing as nothing', () => {
    expect(expiryDay('永久')).toBe('永久');
    expect(expiryDay(' 2026-12-03 extra')).toBe('2026-12-03 extra');
    expect(expiryDay(undefined)).toBe('');
    expect(expiryDay(null)).toBe('');
  });
  it('is the day of the tier §4 shows', () => {
    const S = { vipType: 2, vipExpireInt: 1_900_000_000, vipExpire: '2030-03-17 17:46:40' };
    const N = { vipType: 1, vipExpireInt: 1_800_000_000, vipExpire: '2027-01-15 10:00:00' };
    expect(vipExpiryDay(user({ supremeVip: S, normalVip: N }))).toBe('2030-03-17');
    expect(vipExpiryDay(null)).toBe('');
  });
});

describe('vipActionText', () => {
  it('asks a member to extend (续费VIP), anyone else to open one (开通VIP)', () => {
    const N = { vipType: 1, vipExpireInt: 1_800_000_000, vipExpire: '2027-01-15 10:00:00' };
    expect(vipActionText(user({ normalVip: N }))).toBe('续费VIP');
    expect(vipActionText(user({ normalVip: NONE }))).toBe('开通VIP');
    expect(vipActionText(null)).toBe('开通VIP');
  });
});

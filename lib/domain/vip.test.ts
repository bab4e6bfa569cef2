import { describe, expect, it } from 'vitest';

import { isVip, isVipActive, vipExpiry, vipLabel, type UserInfo, type VipInfo } from './vip';

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

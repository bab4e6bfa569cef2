// The entitlement rule over every combination of access, VIP state and purchase.
import { describe, expect, it } from 'vitest';

import { canWatch, cardBadge, entitlementReason, lockedTip, type VideoAccess } from './entitlement';

describe('entitlementReason', () => {
  it.each([
    // access, vipActive, bought, reason
    ['free', false, false, 'free'],
    ['free', true, true, 'free'],
    ['vip', false, false, null],
    ['vip', true, false, 'vip'],
    ['vip', false, true, 'bought'],
    ['vip', true, true, 'bought'],
    ['paid', false, false, null],
    ['paid', true, false, null],
    ['paid', false, true, 'bought'],
    ['paid', true, true, 'bought'],
  ] as const)('%s, vip %s, bought %s → %s', (access, vipActive, bought, reason) => {
    expect(entitlementReason({ access, vipActive, bought })).toBe(reason);
    expect(canWatch({ access, vipActive, bought })).toBe(reason !== null);
  });
});

describe('lockedTip', () => {
  it.each([
    ['vip', '开通VIP即可观看完整视频'],
    ['paid', '购买后即可观看完整视频'],
  ] as [VideoAccess, string][])('%s → %s', (access, tip) => {
    expect(lockedTip(access)).toBe(tip);
  });
});

describe('cardBadge', () => {
  it.each([
    ['free', false, null],
    ['free', true, null],
    ['vip', false, 'vip'],
    ['vip', true, 'vip'],
    ['paid', false, 'paid'],
    ['paid', true, 'bought'],
  ] as const)('%s, owned %s → %s', (access, owned, badge) => {
    expect(cardBadge(access, owned)).toBe(badge);
  });
});

import { describe, expect, it } from 'vitest';

import { CARD_RIGHTS, CARD_TIERS, cardName } from './vip-cards';

describe('vip cards', () => {
  it('has a named card with rights for every tier', () => {
    expect(CARD_TIERS.map(cardName)).toEqual(['VIP会员卡', 'SVIP会员卡', '暗黑VIP会员卡']);
    for (const tier of CARD_TIERS) expect(CARD_RIGHTS[tier].length).toBeGreaterThan(0);
  });
});

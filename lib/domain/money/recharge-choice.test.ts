import { describe, expect, it } from 'vitest';

import {
  orderRecordLines,
  chosenProductName,
  effectivePayType,
  groupByTier,
  payCountdownText,
  preselectedProductId,
  productCardLines,
  receivedText,
} from './recharge-choice';
import type { ProductReward } from './recharge';

const ALL = ['alipay', 'wechat', 'gold'] as const;

describe('the cashier’s choices', () => {
  it('picks the 热销 package at first, else the first one', () => {
    expect(preselectedProductId([])).toBeNull();
    expect(
      preselectedProductId([
        { id: 1, tag: '' },
        { id: 2, tag: '热销' },
      ]),
    ).toBe(2);
    expect(
      preselectedProductId([
        { id: 3, tag: '超值' },
        { id: 4, tag: '' },
      ]),
    ).toBe(3);
  });

  it('keeps the user’s way while it can pay, else the first that can', () => {
    const cheap = { kind: 'diamond' as const, price: 3000, gold: 0 };
    const dear = { kind: 'diamond' as const, price: 400_000, gold: 0 };
    expect(effectivePayType(null, ALL, cheap)).toBe('alipay');
    expect(effectivePayType('wechat', ALL, cheap)).toBe('wechat');
    // Past 微信支付's limit: 支付宝 pays; the choice comes back on a cheaper package.
    expect(effectivePayType('wechat', ALL, dear)).toBe('alipay');
    expect(effectivePayType('gold', ALL, { ...cheap, gold: 3000 })).toBe('gold');
    expect(effectivePayType('gold', ALL, cheap)).toBe('alipay');
    // A way the origin does not offer is not used, whatever was chosen.
    expect(effectivePayType('alipay', ['wechat'], cheap)).toBe('wechat');
    expect(effectivePayType(null, ['gold'], { kind: 'gold', price: 100, gold: 500 })).toBeNull();
  });

  it('groups VIP packages by tier in the order they come', () => {
    const vip = (id: number, tier: 'normal' | 'supreme' | 'dark') => ({
      id,
      reward: { kind: 'vip', tier, days: 30 } as ProductReward,
    });
    const diamonds = { id: 9, reward: { kind: 'diamonds', amount: 10 } as ProductReward };
    const groups = groupByTier([vip(1, 'supreme'), vip(2, 'normal'), diamonds, vip(3, 'supreme')]);
    expect(groups.map((g) => [g.name, g.products.map((p) => p.id)])).toEqual([
      ['SVIP会员', [1, 3]],
      ['VIP会员', [2]],
    ]);
  });

  it('does not say twice on a card what the title or the bonus already says', () => {
    const diamonds = (amount: number, bonusDiamonds: number, subtitle = '') => ({
      title: `${amount / 10}钻石`,
      subtitle,
      reward: { kind: 'diamonds', amount } as ProductReward,
      bonusDiamonds,
    });
    expect(productCardLines(diamonds(3000, 300, '加赠30钻石'))).toEqual({
      gives: '赠30钻石',
      note: '',
    });
    expect(productCardLines(diamonds(1000, 0, '入门小包'))).toEqual({
      gives: '',
      note: '入门小包',
    });
    expect(
      productCardLines({
        title: '月卡',
        subtitle: ' 折合每月¥30 ',
        reward: { kind: 'vip', tier: 'normal', days: 30 },
        bonusDiamonds: 100,
      }),
    ).toEqual({ gives: 'VIP会员 30天 + 赠10钻石', note: '折合每月¥30' });
  });

  it('names the chosen package in the pay bar, with its tier for VIP', () => {
    expect(
      chosenProductName({ title: '300钻石', reward: { kind: 'diamonds', amount: 3000 } }),
    ).toBe('300钻石');
    expect(
      chosenProductName({ title: '年卡', reward: { kind: 'vip', tier: 'supreme', days: 365 } }),
    ).toBe('SVIP会员 365天');
  });

  it('says what a payment brought and counts down in minutes', () => {
    expect(receivedText({ reward: { kind: 'diamonds', amount: 3000 }, bonusDiamonds: 300 })).toBe(
      '获得300钻石 + 赠30钻石',
    );
    expect(
      receivedText({ reward: { kind: 'vip', tier: 'normal', days: 30 }, bonusDiamonds: 0 }),
    ).toBe('获得VIP会员 30天');
    expect(payCountdownText(900)).toBe('15:00');
    expect(payCountdownText(59.6)).toBe('00:59');
    expect(payCountdownText(-3)).toBe('00:00');
    expect(payCountdownText(Number.NaN)).toBe('00:00');
  });

  it('names an order in 充值记录 once, with what came beyond its name', () => {
    const diamonds = { kind: 'diamonds' as const, amount: 1000 };
    expect(orderRecordLines({ title: '100钻石', reward: diamonds, bonusDiamonds: 0 })).toEqual({
      name: '100钻石',
      gives: '',
    });
    expect(
      orderRecordLines({
        title: '300钻石',
        reward: { ...diamonds, amount: 3000 },
        bonusDiamonds: 300,
      }),
    ).toEqual({ name: '300钻石', gives: '赠30钻石' });
    const vip = { kind: 'vip' as const, tier: 'normal' as const, days: 30 };
    expect(orderRecordLines({ title: '月卡', reward: vip, bonusDiamonds: 0 })).toEqual({
      name: 'VIP会员 30天',
      gives: '',
    });
  });
});

import { describe, expect, it } from 'vitest';

import {
  TIP_GOLD_FOR_GOLD,
  TIP_GOLD_NOT_ENOUGH,
  TIP_PAY_TYPE,
  defaultPayType,
  formatYuan,
  orderStatusAt,
  payTypeProblem,
  productGivesText,
  rewardText,
  secondsLeftToPay,
} from './recharge';

describe('recharge rules', () => {
  it('shows prices in yuan, dropping .00', () => {
    expect(formatYuan(3000)).toBe('¥30');
    expect(formatYuan(1990)).toBe('¥19.90');
    expect(formatYuan(1)).toBe('¥0.01');
  });

  it('names what a product gives, with its bonus', () => {
    expect(rewardText({ kind: 'gold', amount: 3000 })).toBe('30金币');
    expect(rewardText({ kind: 'diamonds', amount: 3000 })).toBe('300钻石');
    expect(rewardText({ kind: 'vip', tier: 'supreme', days: 30 })).toBe('SVIP会员 30天');
    expect(productGivesText({ kind: 'diamonds', amount: 3000 }, 300)).toBe('300钻石 + 赠30钻石');
    expect(productGivesText({ kind: 'gold', amount: 3000 }, 0)).toBe('30金币');
  });

  it('refuses a way that cannot pay, with the reason', () => {
    const diamonds = { kind: 'diamond' as const, price: 3000, gold: 2999 };
    expect(payTypeProblem('alipay', diamonds)).toBe('');
    expect(payTypeProblem('gold', diamonds)).toBe(TIP_GOLD_NOT_ENOUGH);
    expect(payTypeProblem('gold', { ...diamonds, gold: 3000 })).toBe('');
    expect(payTypeProblem('gold', { kind: 'gold', price: 3000, gold: 99_999 })).toBe(
      TIP_GOLD_FOR_GOLD,
    );
    expect(payTypeProblem('paypal', diamonds)).toBe(TIP_PAY_TYPE);
    expect(payTypeProblem('wechat', { ...diamonds, price: 300_001 })).toBe('微信支付单笔最高¥3000');
    expect(payTypeProblem('wechat', { ...diamonds, price: 300_000 })).toBe('');
    expect(payTypeProblem('alipay', { ...diamonds, price: 99 })).toBe('支付宝单笔最低¥1');
  });

  it('picks the first way that can pay as the default', () => {
    expect(defaultPayType({ kind: 'diamond', price: 3000, gold: 0 })).toBe('alipay');
    expect(defaultPayType({ kind: 'diamond', price: 99, gold: 500 })).toBe('gold');
    expect(defaultPayType({ kind: 'gold', price: 99, gold: 500 })).toBeNull();
  });

  it('closes a pending order at its expiry, and counts the seconds left', () => {
    const order = { status: 'pending' as const, expiresAt: 1_000 };
    expect(orderStatusAt(order, 999_999)).toBe('pending');
    expect(orderStatusAt(order, 1_000_000)).toBe('closed');
    expect(orderStatusAt({ ...order, status: 'paid' }, 2_000_000)).toBe('paid');
    expect(secondsLeftToPay(order, 999_001)).toBe(1);
    expect(secondsLeftToPay(order, 1_000_500)).toBe(0);
  });
});

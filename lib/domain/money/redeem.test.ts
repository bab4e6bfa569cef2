import { describe, expect, it } from 'vitest';

import {
  TIP_REDEEM_EMPTY,
  TIP_REDEEM_FORMAT,
  normaliseRedeemCode,
  redeemCodeProblem,
  redeemRewardText,
} from './redeem';

describe('redeem codes', () => {
  it('reads a typed code without its spaces and dashes, in upper case', () => {
    expect(normaliseRedeemCode(' vip-30d 2026 ')).toBe('VIP30D2026');
    expect(normaliseRedeemCode('ab—cd－ef_gh')).toBe('ABCDEFGH');
  });

  it('says what is wrong with a code before it is sent', () => {
    expect(redeemCodeProblem('  ')).toBe(TIP_REDEEM_EMPTY);
    expect(redeemCodeProblem('abc12')).toBe(TIP_REDEEM_FORMAT);
    expect(redeemCodeProblem('新人礼包2026')).toBe(TIP_REDEEM_FORMAT);
    expect(redeemCodeProblem('A'.repeat(33))).toBe(TIP_REDEEM_FORMAT);
    expect(redeemCodeProblem('welcome-100')).toBe('');
  });

  it('names a reward', () => {
    expect(redeemRewardText({ kind: 'diamonds', amount: 1000 })).toBe('100钻石');
    expect(redeemRewardText({ kind: 'diamonds', amount: 55 })).toBe('5.50钻石');
    expect(redeemRewardText({ kind: 'vip', tier: 'normal', days: 30 })).toBe('VIP会员 30天');
    expect(redeemRewardText({ kind: 'vip', tier: 'supreme', days: 7 })).toBe('SVIP会员 7天');
  });
});

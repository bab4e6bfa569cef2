import { describe, expect, it } from 'vitest';

import {
  exchangeProblem,
  goodsRewardText,
  limitTip,
  pointsEarned,
  pointsView,
  TIP_GOODS_SOLD_OUT,
  TIP_POINTS_SHORT,
} from './points';

describe('points', () => {
  it('earns a point per 10 minutes online and 10 per task claimed', () => {
    expect(pointsEarned({ onlineSeconds: 599, tasksClaimed: 0 })).toBe(0);
    expect(pointsEarned({ onlineSeconds: 3600, tasksClaimed: 0 })).toBe(6);
    expect(pointsEarned({ onlineSeconds: 3600, tasksClaimed: 2 })).toBe(26);
    expect(pointsEarned({ onlineSeconds: Number.NaN, tasksClaimed: -1 })).toBe(0);
  });

  it('spends from what was earned, never below zero', () => {
    expect(pointsView({ onlineSeconds: 6000, tasksClaimed: 1 }, 15)).toEqual({
      earned: 20,
      spent: 15,
      balance: 5,
    });
    expect(pointsView({ onlineSeconds: 0, tasksClaimed: 0 }, 15).balance).toBe(0);
  });

  it('names a reward in §5 units', () => {
    expect(goodsRewardText({ kind: 'diamonds', amount: 50 })).toBe('5钻石');
    expect(goodsRewardText({ kind: 'gold', amount: 100 })).toBe('1金币');
    expect(goodsRewardText({ kind: 'vip', tier: 'supreme', days: 3 })).toBe('SVIP会员 3天');
  });

  it('refuses sold out first, then the limit, then the points', () => {
    const good = { price: 10, stock: 5, userLimit: 2, exchanged: 0 };
    expect(exchangeProblem(good, 10)).toBeNull();
    expect(exchangeProblem({ ...good, stock: null, userLimit: null }, 10)).toBeNull();
    expect(exchangeProblem(good, 9)?.tip).toBe(TIP_POINTS_SHORT);
    expect(exchangeProblem({ ...good, exchanged: 2 }, 0)?.tip).toBe(limitTip(2));
    expect(exchangeProblem({ ...good, stock: 0, exchanged: 2 }, 0)?.tip).toBe(TIP_GOODS_SOLD_OUT);
  });
});

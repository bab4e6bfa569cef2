// Demo goods of the points exchange (docs/money-api.md "Points exchange"): one of each kind and
// each case the screen shows: no limit, a per-user limit, a small stock, and one sold out.
import type { VipTier } from '@/lib/domain/money/vip';

import type { Db } from '../db/client';
import { pointsGoods } from '../db/schema/points';
import { SEED_MEDIA_CLOCK } from './seed-media';

export type SeedGoods = {
  id: number;
  title: string;
  reward:
    { kind: 'diamonds' | 'gold'; amount: number } | { kind: 'vip'; tier: VipTier; days: number };
  price: number;
  stock: number | null;
  userLimit: number | null;
};

export const SEED_POINTS_GOODS: readonly SeedGoods[] = [
  // 5 钻石 (§5 tenths) for 10 积分: one check-in's worth.
  {
    id: 1,
    title: '5钻石',
    reward: { kind: 'diamonds', amount: 50 },
    price: 10,
    stock: null,
    userLimit: null,
  },
  // 1 金币 (§5 cents).
  {
    id: 2,
    title: '1金币',
    reward: { kind: 'gold', amount: 100 },
    price: 20,
    stock: null,
    userLimit: 10,
  },
  {
    id: 3,
    title: 'VIP会员 1天',
    reward: { kind: 'vip', tier: 'normal', days: 1 },
    price: 30,
    stock: null,
    userLimit: 5,
  },
  {
    id: 4,
    title: '50钻石 限量',
    reward: { kind: 'diamonds', amount: 500 },
    price: 80,
    stock: 100,
    userLimit: 1,
  },
  {
    id: 5,
    title: 'SVIP会员 3天',
    reward: { kind: 'vip', tier: 'supreme', days: 3 },
    price: 150,
    stock: 50,
    userLimit: 1,
  },
  // Gone already: the screen's 已兑完.
  {
    id: 6,
    title: '暗黑VIP会员 1天',
    reward: { kind: 'vip', tier: 'dark', days: 1 },
    price: 60,
    stock: 0,
    userLimit: 1,
  },
];

export async function seedPoints(db: Db): Promise<void> {
  await db.insert(pointsGoods).values(
    SEED_POINTS_GOODS.map((goods, index) => ({
      id: goods.id,
      title: goods.title,
      rewardKind: goods.reward.kind,
      amount: goods.reward.kind === 'vip' ? goods.reward.days : goods.reward.amount,
      tier: goods.reward.kind === 'vip' ? goods.reward.tier : null,
      price: goods.price,
      stock: goods.stock,
      userLimit: goods.userLimit,
      sort: index + 1,
      createdAt: SEED_MEDIA_CLOCK,
    })),
  );
}

// Demo 兑换码 (docs/money-api.md): one of each case the 兑换中心 shows, so `npm start` can try
// them: diamonds, each VIP tier's days, a code with one use, and one that has expired.
import type { VipTier } from '@/lib/domain/money/vip';

import type { Db } from '../db/client';
import { redeemCodes } from '../db/schema/redeem';
import { SEED_MEDIA_CLOCK } from './seed-media';

/** Uses enough that no demo or test run finishes a shared code. */
const MANY = 100_000;

export type SeedRedeemCode = {
  code: string;
  reward: { kind: 'diamonds'; amount: number } | { kind: 'vip'; tier: VipTier; days: number };
  maxUses: number;
  expiresAt?: Date;
};

export const SEED_REDEEM_CODES: readonly SeedRedeemCode[] = [
  // 100 钻石 (§5 tenths).
  { code: 'WELCOME100', reward: { kind: 'diamonds', amount: 1000 }, maxUses: MANY },
  { code: 'VIP7DAYS', reward: { kind: 'vip', tier: 'normal', days: 7 }, maxUses: MANY },
  { code: 'SVIP30', reward: { kind: 'vip', tier: 'supreme', days: 30 }, maxUses: MANY },
  { code: 'DARKVIP3', reward: { kind: 'vip', tier: 'dark', days: 3 }, maxUses: MANY },
  // 50 钻石, for whoever is first: the next user meets 兑换码已被领完.
  { code: 'ONCEONLY01', reward: { kind: 'diamonds', amount: 500 }, maxUses: 1 },
  {
    code: 'EXPIRED2025',
    reward: { kind: 'diamonds', amount: 1000 },
    maxUses: MANY,
    expiresAt: new Date('2025-12-31T23:59:59+08:00'),
  },
];

export async function seedRedeem(db: Db): Promise<void> {
  await db.insert(redeemCodes).values(
    SEED_REDEEM_CODES.map(({ code, reward, maxUses, expiresAt }) => ({
      code,
      rewardKind: reward.kind,
      amount: reward.kind === 'diamonds' ? reward.amount : reward.days,
      tier: reward.kind === 'vip' ? reward.tier : null,
      maxUses,
      expiresAt: expiresAt ?? null,
      createdAt: SEED_MEDIA_CLOCK,
    })),
  );
}

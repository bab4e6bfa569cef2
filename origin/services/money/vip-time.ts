// VIP time bought or given (兑换码, recharge; docs/money-api.md): days added to one tier's row of
// user_vips.
import { sql } from 'drizzle-orm';

import type { VipInfo, VipTier } from '@/lib/domain/money/vip';

import type { Db } from '../../db/client';
import { userVips } from '../../db/schema/users';
import { VIP_TYPES, vipInfo } from '../account/user-info';

const DAY_SECONDS = 86_400;

/**
 * The tier's new expiry: days added to the later of now and its current end, so an active
 * membership is extended and a lapsed (or missing) one starts now. In SQL, so a guest merge
 * writing the same row at once cannot be lost. Answers the tier as user/info shows it.
 */
export async function extendVip(
  tx: Db,
  userId: number,
  reward: { tier: VipTier; days: number },
  nowMs: number,
): Promise<VipInfo> {
  const seconds = reward.days * DAY_SECONDS;
  const vipType = VIP_TYPES[reward.tier];
  const [row] = await tx
    .insert(userVips)
    .values({ userId, tier: reward.tier, vipType, expiresAt: new Date(nowMs + seconds * 1000) })
    .onConflictDoUpdate({
      target: [userVips.userId, userVips.tier],
      set: {
        vipType,
        expiresAt: sql`greatest(${userVips.expiresAt}, to_timestamp(${nowMs / 1000})) + ${seconds}::int * interval '1 second'`,
      },
    })
    .returning({ vipType: userVips.vipType, expiresAt: userVips.expiresAt });
  return vipInfo(row!, nowMs);
}

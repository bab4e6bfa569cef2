// 会员卡 (card/list; docs/decisions/0035-points-exchange-and-card-list.md "card/list: the membership
// cards"): one card per VIP tier, with its rights (lib/domain/money/vip-cards), the cheapest VIP package
// of the tier on sale, and the caller's standing in the tier as user/info shows it.
import { and, eq, min } from 'drizzle-orm';

import { CARD_RIGHTS, CARD_TIERS, cardName } from '@/lib/domain/money/vip-cards';
import type { MembershipCard } from '@/lib/protocol/shapes/welfare/points';

import type { Db } from '../../db/client';
import { rechargeProducts } from '../../db/schema/recharge';
import { userVips } from '../../db/schema/users';
import { vipInfo } from '../account/user-info';

export async function listCards(
  db: Db,
  userId: number,
  nowMs: number,
): Promise<{ list: MembershipCard[] }> {
  const prices = await db
    .select({ tier: rechargeProducts.tier, from: min(rechargeProducts.price) })
    .from(rechargeProducts)
    .where(and(eq(rechargeProducts.kind, 'vip'), eq(rechargeProducts.enabled, true)))
    .groupBy(rechargeProducts.tier);
  const held = await db.select().from(userVips).where(eq(userVips.userId, userId));
  return {
    list: CARD_TIERS.map((tier) => ({
      tier,
      name: cardName(tier),
      rights: [...CARD_RIGHTS[tier]],
      fromPrice: prices.find((p) => p.tier === tier)?.from ?? null,
      vip: vipInfo(
        held.find((row) => row.tier === tier),
        nowMs,
      ),
    })),
  };
}

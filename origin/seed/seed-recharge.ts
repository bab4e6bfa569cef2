// The demo recharge packages (docs/money-api.md "Recharge"): gold, diamonds and each VIP tier's
// cards, with bonus diamonds on the larger ones, so `npm start` can try every way to pay. The demo
// account has gold already (seed-wallets.ts), enough for 金币支付 of the smaller packages.
import type { ProductKind } from '@/lib/domain/money/recharge';

import type { VipTier } from '@/lib/domain/money/vip';

import type { Db } from '../db/client';
import { rechargeProducts } from '../db/schema/recharge';

export type SeedProduct = {
  id: number;
  kind: ProductKind;
  title: string;
  subtitle: string;
  /** fen */
  price: number;
  originalPrice?: number;
  /** Gold cents, diamond tenths, or VIP days. */
  amount: number;
  tier?: VipTier;
  /** Diamond tenths. */
  bonusDiamonds?: number;
  tag?: string;
};

const YUAN = 100;
/** §5 units: gold in cents, diamonds in tenths. */
const GOLD = 100;
const DIAMOND = 10;

const gold = (id: number, yuan: number, subtitle: string, bonus = 0): SeedProduct => ({
  id,
  kind: 'gold',
  title: `${yuan}金币`,
  subtitle,
  price: yuan * YUAN,
  amount: yuan * GOLD,
  bonusDiamonds: bonus * DIAMOND,
});

const diamonds = (id: number, yuan: number, bonus: number, subtitle: string): SeedProduct => ({
  id,
  kind: 'diamond',
  title: `${yuan * 10}钻石`,
  subtitle,
  price: yuan * YUAN,
  amount: yuan * 10 * DIAMOND,
  bonusDiamonds: bonus * DIAMOND,
});

const vip = (id: number, tier: VipTier, card: [string, number, number], subtitle: string) => ({
  id,
  kind: 'vip' as const,
  title: card[0],
  subtitle,
  price: card[1] * YUAN,
  amount: card[2],
  tier,
});

export const SEED_RECHARGE_PRODUCTS: readonly SeedProduct[] = [
  gold(1, 30, '1元兑1金币'),
  gold(2, 50, '1元兑1金币'),
  gold(3, 100, '加赠50钻石', 50),
  gold(4, 200, '加赠120钻石', 120),
  gold(5, 500, '加赠350钻石', 350),
  diamonds(11, 10, 0, '入门小包'),
  diamonds(12, 30, 30, '加赠30钻石'),
  { ...diamonds(13, 50, 80, '加赠80钻石'), tag: '热销' },
  diamonds(14, 100, 200, '加赠200钻石'),
  diamonds(15, 200, 500, '加赠500钻石'),
  diamonds(16, 500, 1500, '加赠1500钻石'),
  { ...vip(21, 'normal', ['月卡', 30, 30], 'VIP影片畅看30天'), originalPrice: 45 * YUAN },
  vip(22, 'normal', ['季卡', 78, 90], '折合每月¥26'),
  { ...vip(23, 'normal', ['年卡', 198, 365], '折合每月¥16.5'), tag: '热销' },
  vip(24, 'supreme', ['月卡', 68, 30], '尊享全部会员权益'),
  vip(25, 'supreme', ['年卡', 458, 365], '折合每月¥38.2'),
  vip(26, 'dark', ['月卡', 98, 30], '暗黑专区畅看30天'),
];

export async function seedRecharge(db: Db): Promise<void> {
  await db.insert(rechargeProducts).values(
    SEED_RECHARGE_PRODUCTS.map((p, i) => ({
      id: p.id,
      kind: p.kind,
      title: p.title,
      subtitle: p.subtitle,
      price: p.price,
      originalPrice: p.originalPrice ?? null,
      rewardKind: p.kind === 'diamond' ? ('diamonds' as const) : p.kind,
      amount: p.amount,
      tier: p.tier ?? null,
      bonusDiamonds: p.bonusDiamonds ?? 0,
      tag: p.tag ?? '',
      sort: i + 1,
    })),
  );
}

// The cashier's choices (docs/money-api.md): which package is picked at first, which way to pay
// stays picked as the package changes, how VIP packages group by tier, and the words a finished
// payment and a countdown show. The rules of who may pay are recharge.ts's payTypeProblem.
import { formatDiamond } from '../platform/format';
import {
  payTypeProblem,
  productGivesText,
  rewardText,
  type PayCheck,
  type PayTypeCode,
  type ProductReward,
} from './recharge';
import { VIP_TIER_NAME, type VipTier } from './vip';

/** The operator's tag of the package most users buy: picked at first when there is one. */
export const HOT_TAG = '热销';

/** The 热销 package, else the first; null with none on sale. */
export function preselectedProductId(
  products: readonly { id: number; tag: string }[],
): number | null {
  return (products.find((product) => product.tag.trim() === HOT_TAG) ?? products[0])?.id ?? null;
}

/**
 * The way to pay in effect: the user's own choice while it can pay this package, else the first
 * offered way that can. A choice that stops fitting (a dearer package past 微信支付's limit) is
 * kept, so going back to a cheaper package brings it back.
 */
export function effectivePayType(
  chosen: PayTypeCode | null,
  offered: readonly PayTypeCode[],
  check: PayCheck,
): PayTypeCode | null {
  if (chosen && offered.includes(chosen) && !payTypeProblem(chosen, check)) return chosen;
  return offered.find((code) => !payTypeProblem(code, check)) ?? null;
}

export interface TierGroup<P> {
  tier: VipTier;
  name: string;
  products: P[];
}

/** VIP packages by tier, tiers in the order their first package comes; others are left out. */
export function groupByTier<P extends { reward: ProductReward }>(
  products: readonly P[],
): TierGroup<P>[] {
  const groups: TierGroup<P>[] = [];
  for (const product of products) {
    if (product.reward.kind !== 'vip') continue;
    const tier = product.reward.tier;
    let group = groups.find((g) => g.tier === tier);
    if (!group) {
      group = { tier, name: VIP_TIER_NAME[tier], products: [] };
      groups.push(group);
    }
    group.products.push(product);
  }
  return groups;
}

export interface ProductCardLines {
  /** What it gives, less what the title already says ('' when the title says it all). */
  gives: string;
  /** The operator's line, unless it only restates the bonus. */
  note: string;
}

/**
 * The small lines of a package card, which is a third of a phone wide: 300钻石 titled 300钻石
 * shows only its bonus (赠30钻石), and 加赠30钻石 under it would say that twice.
 */
export function productCardLines(product: {
  title: string;
  subtitle: string;
  reward: ProductReward;
  bonusDiamonds: number;
}): ProductCardLines {
  const bonus = product.bonusDiamonds > 0 ? `赠${formatDiamond(product.bonusDiamonds)}钻石` : '';
  const titleSaysReward = rewardText(product.reward) === product.title.trim();
  const gives = titleSaysReward ? bonus : productGivesText(product.reward, product.bonusDiamonds);
  const subtitle = product.subtitle.trim();
  return { gives, note: bonus && subtitle.includes(bonus) ? '' : subtitle };
}

/** The chosen package in the pay bar: a VIP card's title (年卡) says no tier, so its reward does. */
export function chosenProductName(product: { title: string; reward: ProductReward }): string {
  return product.reward.kind === 'vip' ? rewardText(product.reward) : product.title;
}

/**
 * An order in 充值记录: its name as the pay bar said it (a VIP 月卡 is VIP会员 30天), and what came
 * with it beyond the name (赠30钻石), '' when the name says it all (100钻石 twice said nothing).
 */
export function orderRecordLines(order: {
  title: string;
  reward: ProductReward;
  bonusDiamonds: number;
}): { name: string; gives: string } {
  const name = chosenProductName(order);
  const bonus = order.bonusDiamonds > 0 ? `赠${formatDiamond(order.bonusDiamonds)}钻石` : '';
  const nameSaysReward = rewardText(order.reward) === name.trim();
  return {
    name,
    gives: nameSaysReward ? bonus : productGivesText(order.reward, order.bonusDiamonds),
  };
}

/** 获得300钻石 + 赠30钻石, 获得SVIP会员 30天: what a paid order brought. */
export function receivedText(order: { reward: ProductReward; bonusDiamonds: number }): string {
  return `获得${productGivesText(order.reward, order.bonusDiamonds)}`;
}

/** Seconds left to pay as the dialog counts them: 900 → '15:00', 59 → '00:59'. */
export function payCountdownText(seconds: number): string {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}

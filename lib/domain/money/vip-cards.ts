// 会员卡 (card/list; docs/decisions/0035-points-exchange-and-card-list.md "card/list: the membership
// cards"): one card per VIP tier of §3, in the order the VIP screen shows them, with what the tier
// really gives in this app.
import { VIP_TIER_NAME, type VipTier } from './vip';

export const CARD_TIERS: readonly VipTier[] = ['normal', 'supreme', 'dark'];

const WATCH = 'VIP专享视频完整观看，无需试看';

/** Only what the app does for the tier (entitlement.ts, vip.ts §4 labels): no promises. */
export const CARD_RIGHTS: Record<VipTier, readonly string[]> = {
  normal: [WATCH, '我的页显示VIP标识'],
  supreme: [WATCH, '显示SVIP至尊标识', '会员有效期优先展示'],
  dark: [WATCH, '我的页显示VIP标识'],
};

/** 会员卡 names: VIP会员卡, SVIP会员卡, 暗黑VIP会员卡. */
export const cardName = (tier: VipTier) => `${VIP_TIER_NAME[tier]}卡`;

// 兑换码 rules (§7 Redeemcode): how a typed code is read, and how a reward is named. The origin
// and the 兑换中心 screen both import these, so a code the screen accepts is the one checked.
import { formatDiamond } from '../platform/format';
import { VIP_TIER_NAME, type VipTier } from './vip';

/** Codes are 6–32 letters and digits; dashes and spaces a user types for readability are dropped. */
export const REDEEM_CODE_MIN = 6;
export const REDEEM_CODE_MAX = 32;
const CODE = new RegExp(`^[A-Z0-9]{${REDEEM_CODE_MIN},${REDEEM_CODE_MAX}}$`);

export const TIP_REDEEM_EMPTY = '请输入兑换码';
export const TIP_REDEEM_FORMAT = `兑换码为${REDEEM_CODE_MIN}–${REDEEM_CODE_MAX}位字母或数字，请检查后重新输入`;

/** Misses a user may make in the window before redeeming is refused for a while. */
export const REDEEM_MISSES_MAX = 10;
export const REDEEM_MISS_WINDOW_SECONDS = 600;
/**
 * Misses from one address in the same window, over all its users: new guests are cheap, so the
 * per-user limit alone lets one client guess on. Generous, for people behind a carrier's shared
 * address.
 */
export const REDEEM_ADDRESS_MISSES_MAX = 60;
export const TIP_REDEEM_TOO_MANY = '兑换码错误次数过多，请10分钟后再试';
/**
 * 兑换码 reward accounts only: a guest costs nothing to make, so a code a guest could use would
 * be a free reward per guest, carried into an account by logging in (docs/money-api.md).
 */
export const TIP_REDEEM_GUEST = '请先登录或注册账号后再兑换';

/** What the user typed, as the code it names: upper case, without spaces and dashes. */
export function normaliseRedeemCode(input: string): string {
  return input.replace(/[\s\-－—_]/g, '').toUpperCase();
}

/** The reason a typed code cannot be sent, or '' when it can. */
export function redeemCodeProblem(input: string): string {
  const code = normaliseRedeemCode(input);
  if (code === '') return TIP_REDEEM_EMPTY;
  return CODE.test(code) ? '' : TIP_REDEEM_FORMAT;
}

export type RedeemReward =
  { kind: 'diamonds'; amount: number } | { kind: 'vip'; tier: VipTier; days: number };

/** '100钻石' (amount in §5 tenths) or 'VIP会员 30天'. */
export function redeemRewardText(reward: RedeemReward): string {
  if (reward.kind === 'diamonds') return `${formatDiamond(reward.amount)}钻石`;
  return `${VIP_TIER_NAME[reward.tier]} ${reward.days}天`;
}

// VIP rules of spec §4: who counts as VIP, which label and which expiry to show.

export interface VipInfo {
  vipType: number;
  vipExpireInt: number;
  vipExpire: string;
}

export interface UserInfo {
  id: number | string;
  token: string;
  normalVip?: VipInfo | null;
  supremeVip?: VipInfo | null;
  darkVip?: VipInfo | null;
}

export type VipLabel = 'SVIP' | 'VIP' | '';

export const VIP_TIERS = ['normal', 'supreme', 'dark'] as const;
export type VipTier = (typeof VIP_TIERS)[number];

/** What each tier is called on screen. */
export const VIP_TIER_NAME: Record<VipTier, string> = {
  normal: 'VIP会员',
  supreme: 'SVIP会员',
  dark: '暗黑VIP会员',
};

type MaybeUser = Pick<UserInfo, 'normalVip' | 'supremeVip' | 'darkVip'> | null | undefined;

/** Both numbers must be above 0; NaN and non-numbers from a loose API payload fail. */
export function isVipActive(vip: VipInfo | null | undefined): vip is VipInfo {
  return !!vip && vip.vipType > 0 && vip.vipExpireInt > 0;
}

export function isVip(user: MaybeUser): boolean {
  if (!user) return false;
  return [user.normalVip, user.supremeVip, user.darkVip].some(isVipActive);
}

/** The way to /mine/vip: a member extends (续费VIP), anyone else opens one (开通VIP). */
export function vipActionText(user: MaybeUser): '续费VIP' | '开通VIP' {
  return isVip(user) ? '续费VIP' : '开通VIP';
}

export function vipLabel(user: MaybeUser): VipLabel {
  if (!user) return '';
  if (isVipActive(user.supremeVip)) return 'SVIP';
  if (isVipActive(user.normalVip) || isVipActive(user.darkVip)) return 'VIP';
  return '';
}

/** Expiry text of the highest active tier: supreme, then dark, then normal. */
export function vipExpiry(user: MaybeUser): string {
  if (!user) return '';
  for (const vip of [user.supremeVip, user.darkVip, user.normalVip]) {
    if (isVipActive(vip)) return typeof vip.vipExpire === 'string' ? vip.vipExpire : '';
  }
  return '';
}

const DAY_OF_TIME = /^(\d{4}-\d{2}-\d{2})(?:[ T]\d{2}:\d{2}(?::\d{2})?)?$/;

/**
 * The day a membership ends, as the screens show it: the date of a §5 date-time
 * ('2099-12-31 23:59:59' → '2099-12-31'; issue 35: the expiry was shown to the second). Any
 * other text is shown as it came.
 */
export function expiryDay(text: string | null | undefined): string {
  if (typeof text !== 'string') return '';
  const trimmed = text.trim();
  return DAY_OF_TIME.exec(trimmed)?.[1] ?? trimmed;
}

/** vipExpiry's day: what 我的 and the VIP screen print. */
export function vipExpiryDay(user: MaybeUser): string {
  return expiryDay(vipExpiry(user));
}

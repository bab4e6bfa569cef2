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

export type VipTier = 'normal' | 'supreme' | 'dark';

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

// The long-video new-user VIP banner (§2): offered to users who are not VIP (§4); closing it
// hides it for a day, after which it is offered again.
import { isVip, type UserInfo } from './vip';

export const VIP_BANNER_SNOOZE_MS = 24 * 60 * 60 * 1000;

/** localStorage key of the time (ms since epoch, as text) the banner was last closed. */
export const VIP_BANNER_CLOSED_KEY = 'newUserVipBannerClosedAt';

type MaybeUser = Pick<UserInfo, 'normalVip' | 'supremeVip' | 'darkVip'> | null | undefined;

/** The stored close time, or null when absent or unreadable. */
export function parseClosedAt(raw: string | null | undefined): number | null {
  if (typeof raw !== 'string' || !/^\d{1,16}$/.test(raw.trim())) return null;
  return Number(raw.trim());
}

/**
 * Shown to a known user who is not VIP, unless closed within the last 24 h. A close time in
 * the future (a clock that was set back) does not hide it: it would hide it for days.
 */
export function showsNewUserVipBanner(
  user: MaybeUser,
  closedAt: number | null,
  now: number,
): boolean {
  if (!user || isVip(user)) return false;
  if (closedAt === null) return true;
  const since = now - closedAt;
  return since < 0 || since >= VIP_BANNER_SNOOZE_MS;
}

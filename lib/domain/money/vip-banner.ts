// The long-video new-user VIP banner (§2): offered to users who are not VIP (§4); closing it
// hides it for a day, after which it is offered again.
import { isVip, type UserInfo } from './vip';

export const VIP_BANNER_SNOOZE_MS = 24 * 60 * 60 * 1000;

/** localStorage key of the time (ms since epoch, as text) the banner was last closed. */
export const VIP_BANNER_CLOSED_KEY = 'newUserVipBannerClosedAt';
/**
 * On <html> from the head script when the stored user and close time say the banner will not
 * show: the server renders it for everyone, and this hides it before the first paint.
 */
export const VIP_BANNER_HIDDEN_ATTRIBUTE = 'data-vip-banner-hidden';

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

/**
 * Before the session has answered: a visitor with no stored user is about to become a guest,
 * who is not VIP, so the banner is expected (its place is kept, not pushed in later). With a
 * user, the rule above.
 */
export function expectsNewUserVipBanner(
  user: MaybeUser,
  closedAt: number | null,
  now: number,
): boolean {
  return showsNewUserVipBanner(user ?? {}, closedAt, now);
}

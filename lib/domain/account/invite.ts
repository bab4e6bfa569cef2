// Invitation rules the origin and the call table share (docs/account-api.md "Invitations").

/**
 * Codes redeemed from one address in a day (a fixed 24-hour window): accounts are cheap to
 * register too, so this caps what one address can farm; generous enough for a shared address.
 */
export const INVITE_REDEEMS_PER_ADDRESS_PER_DAY = 10;

/** Invitations reward accounts only: a guest costs nothing to make (docs/money-api.md). */
export const TIP_INVITE_GUEST = '请先登录或注册账号后再填写邀请码';

/** The query parameter an invite link carries the inviter's code in (/mine/invitation?code=). */
export const INVITE_CODE_PARAM = 'code';

/**
 * Ours (localStorage): the inviter's code a shared content link carried (docs/share.md), kept
 * until this device's account redeems a code, so a friend who registers later is offered it.
 */
export const PENDING_INVITE_STORAGE_KEY = 'inviterCode';

/** What the redeem call accepts: six letters or digits (the alphabet a new code draws from is narrower). */
export const INVITE_CODE_RE = /^[A-Za-z0-9]{6}$/;

/** The code as the origin compares it (trimmed, upper case), or null when it cannot be one. */
export function normaliseInviteCode(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toUpperCase();
  return INVITE_CODE_RE.test(code) ? code : null;
}

/** The inviter's code a link carries, once and well formed; anything else carries none. */
export function inviteCodeFromQuery(query: URLSearchParams): string | null {
  const all = query.getAll(INVITE_CODE_PARAM);
  return all.length === 1 ? normaliseInviteCode(all[0]) : null;
}

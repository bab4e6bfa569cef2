// Invitation rules the origin and the call table share (docs/account-api.md "Invitations").

/**
 * Codes redeemed from one address in a day (a fixed 24-hour window): accounts are cheap to
 * register too, so this caps what one address can farm; generous enough for a shared address.
 */
export const INVITE_REDEEMS_PER_ADDRESS_PER_DAY = 10;

/** Invitations reward accounts only: a guest costs nothing to make (docs/money-api.md). */
export const TIP_INVITE_GUEST = '请先登录或注册账号后再填写邀请码';

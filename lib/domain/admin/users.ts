// The console's 用户 area (issue 42 item 5, docs/admin-api.md "Users"): how a search box's text
// finds a user, how a phone number is shown, and the limits and words of a grant (运营补发).
// Pure: the origin passes the clock and does the I/O; the console shows the same words.
import { LEDGER_REASON_TEXT } from '../money/ledger';
import { formatDiamond } from '../platform/format';
import { VIP_TIER_NAME, VIP_TIERS, type VipTier } from '../money/vip';

/** `138****8000`: enough for an operator or the user to recognise the number, not to leak it. */
export function maskPhone(value: string | null | undefined): string {
  return value ? `${value.slice(0, 3)}****${value.slice(-4)}` : '';
}

const MAX_USER_ID = 2_147_483_647;

/** What a search text may name: a user id (digits), a phone (11 digits from 1), an account name. */
export type UserQuery = { id: number | null; phone: string | null; account: string };

/** The search box's text read every way it could name a user (exact matches, any of them). */
export function userQuery(text: string): UserQuery {
  const q = text.trim();
  const id = /^[1-9]\d{0,9}$/.test(q) && Number(q) <= MAX_USER_ID ? Number(q) : null;
  const phone = /^1\d{10}$/.test(q) ? q : null;
  // Accounts are stored lower-cased (services/account/accounts.ts).
  return { id, phone, account: q.toLowerCase() };
}

/** A grant's ceiling: 10000 钻石 (§5 tenths) or 366 VIP days at a time; more is a batch's job. */
export const GRANT_DIAMONDS_MAX = 100_000;
export const GRANT_VIP_DAYS_MAX = 366;
export const GRANT_REASON_MIN = 2;
export const GRANT_REASON_MAX = 100;
/** What a grant's ledger row and message are called (the app's 明细 label). */
export const GRANT_LABEL = LEDGER_REASON_TEXT.grant;

export const TIP_GRANT_DIAMONDS = `补发钻石须为0.1到${GRANT_DIAMONDS_MAX / 10}钻石`;
export const TIP_GRANT_DAYS = `补发VIP天数须为1到${GRANT_VIP_DAYS_MAX}天`;
export const TIP_GRANT_REASON = `请填写补发原因（${GRANT_REASON_MIN}到${GRANT_REASON_MAX}个字）`;
export const TIP_GRANT_TIER = '请选择会员类型';
export const TIP_GRANT_KEY = '请求编号不正确';
export const TIP_GRANT_KEY_OTHER = '请求编号已用于其他补发，请刷新后重试';
export const TIP_GRANT_CLOSED = '该用户已注销，无法补发';
export const TIP_GRANT_NOT_USER = '该用户不能接收补发';
export const TIP_USER_NOT_FOUND = '用户不存在';
export const TIP_SESSION_NOT_FOUND = '该登录设备不存在';

export const GRANT_KINDS = ['diamonds', 'vip'] as const;
export type GrantKind = (typeof GRANT_KINDS)[number];

/** diamonds: `amount` in §5 tenths; vip: `days` of `tier` (the shape 兑换码 rewards have). */
export type Grant =
  { kind: 'diamonds'; amount: number } | { kind: 'vip'; tier: VipTier; days: number };

/** Why the grant cannot be made as asked ('' when fine): the call's schema and the origin agree. */
export function grantProblem(grant: Grant, reason: string): string {
  const whole = (n: number, max: number) => Number.isInteger(n) && n >= 1 && n <= max;
  if (grant.kind === 'diamonds') {
    if (!whole(grant.amount, GRANT_DIAMONDS_MAX)) return TIP_GRANT_DIAMONDS;
  } else {
    if (!whole(grant.days, GRANT_VIP_DAYS_MAX)) return TIP_GRANT_DAYS;
    if (!VIP_TIERS.includes(grant.tier)) return TIP_GRANT_TIER;
  }
  const length = [...reason.trim()].length;
  if (length < GRANT_REASON_MIN || length > GRANT_REASON_MAX) return TIP_GRANT_REASON;
  return '';
}

/** `100钻石` or `VIP会员30天`. */
export function grantText(grant: Grant): string {
  return grant.kind === 'diamonds'
    ? `${formatDiamond(grant.amount)}钻石`
    : `${VIP_TIER_NAME[grant.tier]}${grant.days}天`;
}

/** The user's 系统通知 of a grant: what came and why. */
export function grantMessage(grant: Grant, reason: string): { title: string; body: string } {
  return {
    title: `${GRANT_LABEL}到账通知`,
    body: `平台已向您补发${grantText(grant)}，原因：${reason.trim()}。`,
  };
}

/** The console's 钻石 field (whole or one decimal place) in §5 tenths; null when it is not one. */
export function diamondsInputToTenths(text: string): number | null {
  const t = text.trim();
  if (!/^\d{1,6}(\.\d)?$/.test(t)) return null;
  const tenths = Math.round(Number(t) * 10);
  return tenths >= 1 ? tenths : null;
}

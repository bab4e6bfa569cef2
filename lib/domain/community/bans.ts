// Bans (封禁) of an author by a moderator (issue 42 item 1, docs/admin-api.md "Community"): for
// 1, 7 or 30 days or for good; while one is in force the user may neither publish nor comment,
// and is told why and until when. Pure: the origin passes the rows and `now`.
import { formatDate } from '../platform/format';

/** Ban lengths a moderator picks from, in days; 0 is for good (永久). */
export const BAN_DAYS = [1, 7, 30, 0] as const;
export type BanDays = (typeof BAN_DAYS)[number];
export const BAN_DAYS_LABELS: Readonly<Record<BanDays, string>> = {
  1: '1天',
  7: '7天',
  30: '30天',
  0: '永久',
};

const DAY_MS = 86_400_000;

export type BanRow = {
  startsAt: number;
  /** null: for good. */
  endsAt: number | null;
  liftedAt: number | null;
  reason: string;
};

/** When a ban of `days` made at `nowMs` ends (null: never). */
export function banEndMs(nowMs: number, days: BanDays): number | null {
  return days === 0 ? null : nowMs + days * DAY_MS;
}

export function banInForce(ban: BanRow, nowMs: number): boolean {
  return (
    ban.liftedAt === null && ban.startsAt <= nowMs && (ban.endsAt === null || ban.endsAt > nowMs)
  );
}

/** The ban that holds longest among those in force (for good beats any date), or null. */
export function activeBan<B extends BanRow>(bans: readonly B[], nowMs: number): B | null {
  let best: B | null = null;
  for (const ban of bans) {
    if (!banInForce(ban, nowMs)) continue;
    if (!best || ban.endsAt === null || (best.endsAt !== null && ban.endsAt > best.endsAt))
      best = ban;
    if (best.endsAt === null) return best;
  }
  return best;
}

/** What a banned user is told when publishing or commenting. */
export function banTip(ban: Pick<BanRow, 'endsAt' | 'reason'>): string {
  const until =
    ban.endsAt === null
      ? '你已被永久禁言'
      : `你已被禁言至${formatDate(ban.endsAt, 'YYYY-MM-DD HH:mm')}`;
  return `${until}，原因：${ban.reason}。如有疑问请联系在线客服`;
}

export const BAN_REASON_MAX = 100;
export const REJECT_REASON_MAX = 100;

export const TIP_NOT_BANNED = '该用户当前未被封禁';
export const TIP_BAN_USER = '用户不存在';

/** The 系统通知 the author gets when a moderator rejects or removes what they wrote. */
export function decisionMessage(
  kind: 'post' | 'comment',
  action: 'reject' | 'remove',
  excerpt: string,
  reason: string,
): { title: string; body: string } {
  const what = kind === 'post' ? '帖子' : '评论';
  const quoted = [...excerpt].slice(0, 20).join('') + ([...excerpt].length > 20 ? '…' : '');
  return action === 'reject'
    ? { title: `${what}未通过审核`, body: `你的${what}“${quoted}”未通过审核，原因：${reason}` }
    : {
        title: `${what}已被删除`,
        body: `你的${what}“${quoted}”因违反社区规范已被删除，原因：${reason}`,
      };
}

/** The 系统通知 of a ban. */
export function banMessage(ban: Pick<BanRow, 'endsAt' | 'reason'>): {
  title: string;
  body: string;
} {
  return { title: '账号已被禁言', body: banTip(ban) };
}

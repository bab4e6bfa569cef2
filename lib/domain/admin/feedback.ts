// The console's feedback inbox and broadcasts (issue 42 item 6, docs/admin-api.md "Feedback and
// messages"): a feedback's status, who a broadcast reaches, the limits and tips both the call
// table and the origin read.
import { dayStartMs, parseDayLabel } from '../platform/shanghai-day';

export const FEEDBACK_STATUSES = ['open', 'replied', 'closed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
export const FEEDBACK_STATUS_LABELS: Readonly<Record<FeedbackStatus, string>> = {
  open: '待处理',
  replied: '已回复',
  closed: '已关闭',
};

/** Closed wins: a replied feedback can still be closed, and then it is closed. */
export function feedbackStatus(f: { reply: string | null; closedAt: unknown }): FeedbackStatus {
  if (f.closedAt) return 'closed';
  return f.reply ? 'replied' : 'open';
}

/**
 * Who a broadcast reaches. everyone: guests and accounts, and those who arrive later (one row
 * every user reads); accounts: registered accounts; vip: accounts whose VIP has not expired when
 * it is sent. Closed accounts and the service identity are never reached.
 */
export const BROADCAST_AUDIENCES = ['everyone', 'accounts', 'vip'] as const;
export type BroadcastAudience = (typeof BROADCAST_AUDIENCES)[number];
export const BROADCAST_AUDIENCE_LABELS: Readonly<Record<BroadcastAudience, string>> = {
  everyone: '全部用户（含游客）',
  accounts: '注册用户',
  vip: 'VIP会员',
};

export const FEEDBACK_LIMITS = { replyMax: 500, titleMax: 30, bodyMax: 500 } as const;

export const TIP_FEEDBACK_NOT_FOUND = '反馈不存在或已删除';
export const TIP_FEEDBACK_CLOSED = '该反馈已关闭，不能再回复';
export const TIP_FEEDBACK_REPLIED = '该反馈已回复过了';
export const TIP_FEEDBACK_ALREADY_CLOSED = '该反馈已经关闭';
export const TIP_BROADCAST_SINCE = '注册日期格式不正确，请按 2026-01-31 填写';
export const TIP_BROADCAST_NOBODY = '没有符合条件的用户，消息未发送';

/** The first moment of a Beijing date `YYYY-MM-DD`, or null when it is no real date. */
export function beijingDayStartMs(date: string): number | null {
  const day = parseDayLabel(date);
  return day === null ? null : dayStartMs(day);
}

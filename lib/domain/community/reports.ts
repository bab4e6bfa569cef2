// User reports (举报) of a post, a comment or an UP主 (issue 42 item 1, docs/community-api.md
// "Reports"): the reasons a user picks from, how many a user may send a day, and the tips.
// Pure: the origin counts and stores, these rules decide.

export const REPORT_TARGETS = ['post', 'comment', 'up'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];
export const REPORT_TARGET_LABELS: Readonly<Record<ReportTarget, string>> = {
  post: '帖子',
  comment: '评论',
  up: 'UP主',
};

export const REPORT_REASONS = ['spam', 'porn', 'abuse', 'illegal', 'fraud', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Readonly<Record<ReportReason, string>> = {
  spam: '垃圾广告',
  porn: '色情低俗',
  abuse: '辱骂攻击',
  illegal: '违法违规',
  fraud: '诈骗信息',
  other: '其他',
};

/** The optional words a reporter adds. */
export const REPORT_DETAIL_MAX = 200;
/**
 * Reports one user (a guest too: every visitor has a user id) may send in a rolling day. A real
 * reporter sends a few; the cap keeps one device from flooding the moderators' queue.
 */
export const REPORTS_PER_DAY = 20;
export const REPORT_WINDOW_MS = 24 * 3_600_000;

export const TIP_REPORT_SENT = '举报成功，我们会尽快处理';
export const TIP_REPORT_ALREADY = '已举报，我们会尽快处理';
export const TIP_REPORT_SELF = '不能举报自己';
export const TIP_REPORT_DAILY = '今日举报次数已达上限，请明天再试';
export const TIP_REPORT_TARGET = '举报对象不存在或已删除';
export const TIP_REPORT_REASON = '请选择举报原因';

/** Whether one more report fits under the day's cap, given those sent in the window. */
export function reportAllowed(sentInWindow: number): boolean {
  return sentInWindow < REPORTS_PER_DAY;
}

/** What the app says after a report call: a first report, or one already made. */
export function reportAnswerTip(already: boolean): string {
  return already ? TIP_REPORT_ALREADY : TIP_REPORT_SENT;
}

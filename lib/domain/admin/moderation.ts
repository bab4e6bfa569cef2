// The moderators' queue (社区, issue 42 item 1, docs/admin-api.md "Community"): an item is a
// post, comment or UP主 that users reported, or a post the banned-word list refused; it stays
// open until one moderator decides it. Labels and tips the console and the origin share.

export const CASE_SOURCES = ['report', 'words'] as const;
export type CaseSource = (typeof CASE_SOURCES)[number];
export const CASE_SOURCE_LABELS: Readonly<Record<CaseSource, string>> = {
  report: '用户举报',
  words: '违规词拦截',
};

export const CASE_STATUSES = ['open', 'approved', 'rejected', 'removed'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];
export const CASE_STATUS_LABELS: Readonly<Record<CaseStatus, string>> = {
  open: '待处理',
  approved: '已通过',
  rejected: '已驳回',
  removed: '已删除',
};

/** The decisions that close an item. */
export const CASE_DECISIONS = ['approve', 'reject', 'remove'] as const;
export type CaseDecision = (typeof CASE_DECISIONS)[number];
export const CASE_STATUS_OF: Readonly<Record<CaseDecision, CaseStatus>> = {
  approve: 'approved',
  reject: 'rejected',
  remove: 'removed',
};

/** Words in the banned list: each at most this long, at most this many. */
export const BANNED_WORD_MAX = 20;
export const BANNED_WORDS_MAX = 500;

export const TIP_CASE_NOT_FOUND = '该审核条目不存在';
export const TIP_CASE_DECIDED = '该条目已被其他审核员处理，请刷新列表';
export const TIP_CASE_NOT_CONTENT = 'UP主的举报只能通过或封禁作者';
export const TIP_CASE_GONE = '内容已被删除，只能通过';

/** The banned-word list as the moderator typed it: trimmed, blanks and repeats dropped. */
export function tidyWords(words: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of words) {
    const word = raw.trim();
    if (word === '' || seen.has(word.toLowerCase())) continue;
    seen.add(word.toLowerCase());
    out.push(word);
  }
  return out;
}

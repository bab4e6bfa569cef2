// Answer shapes of the console's 社区 calls: the moderators' queue, bans and the banned-word list
// (docs/admin-api.md "Community").
import * as v from 'valibot';

import { CASE_SOURCES, CASE_STATUSES } from '@/lib/domain/admin/moderation';
import { REPORT_REASONS, REPORT_TARGETS } from '@/lib/domain/community/reports';

export const banItem = v.object({
  id: v.number(),
  userId: v.number(),
  reason: v.string(),
  /** ISO 8601; endsAt null: for good. */
  startsAt: v.string(),
  endsAt: v.nullable(v.string()),
  liftedAt: v.nullable(v.string()),
});
export type BanItem = v.InferOutput<typeof banItem>;

export const reportItem = v.object({
  reporterId: v.number(),
  reporterName: v.string(),
  reason: v.picklist(REPORT_REASONS),
  detail: v.string(),
  createdAt: v.string(),
});

export const caseItem = v.object({
  id: v.number(),
  kind: v.picklist(REPORT_TARGETS),
  targetId: v.number(),
  source: v.picklist(CASE_SOURCES),
  status: v.picklist(CASE_STATUSES),
  /** The word list's reason for a held post; '' for a report. */
  autoReason: v.string(),
  /** The content as it was when the item opened (an UP主: their intro), and whether it still exists. */
  content: v.string(),
  images: v.array(v.string()),
  exists: v.boolean(),
  openedAt: v.string(),
  decidedAt: v.nullable(v.string()),
  decisionReason: v.string(),
  author: v.object({
    id: v.number(),
    name: v.string(),
    /** Posts in every state, items decided against them before, every ban. */
    posts: v.number(),
    rejections: v.number(),
    bans: v.array(banItem),
    banned: v.nullable(banItem),
  }),
  reports: v.array(reportItem),
});
export type CaseItem = v.InferOutput<typeof caseItem>;

export const casePage = v.object({
  items: v.array(caseItem),
  total: v.number(),
  page: v.number(),
  pageSize: v.number(),
  /** The IMAGE line the pictures are read from. */
  imageLine: v.string(),
});
export type CasePage = v.InferOutput<typeof casePage>;

export const caseDecided = v.object({ item: caseItem });

export const openCounts = v.object({ reports: v.number(), words: v.number(), total: v.number() });
export type OpenCounts = v.InferOutput<typeof openCounts>;

export const banPage = v.object({ items: v.array(banItem) });
export const banDone = v.object({ ban: banItem, sessionsEnded: v.number() });
export const unbanDone = v.object({ lifted: v.number() });
export const bannedWords = v.object({ words: v.array(v.string()) });

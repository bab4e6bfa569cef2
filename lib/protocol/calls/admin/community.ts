// The console's 社区 (issue 42 item 1, docs/admin-api.md "Community"): the moderators' queue of
// reported things and posts the word list held, its decisions, bans and the banned-word list.
// The owner's and a moderator's; every change is audited.
import * as v from 'valibot';

import {
  BANNED_WORD_MAX,
  BANNED_WORDS_MAX,
  CASE_SOURCES,
  CASE_STATUSES,
} from '@/lib/domain/admin/moderation';
import { BAN_DAYS, BAN_REASON_MAX, REJECT_REASON_MAX } from '@/lib/domain/community/bans';

import { defineAdminCall } from '../../admin-call';
import { id, isCleanText, oneOf, optional, paging, payload } from '../../fields';
import {
  banDone,
  banPage,
  bannedWords,
  caseDecided,
  casePage,
  openCounts,
  unbanDone,
} from '../../shapes/admin/community';

const moderators = {
  area: 'community',
  access: 'operator',
  roles: ['owner', 'moderator'],
} as const;

function reasonText(label: string, max: number) {
  return v.pipe(
    v.string(`${label}格式不正确`),
    v.trim(),
    v.check((value) => isCleanText(value, false), `${label}含有无法识别的字符，请修改后重试`),
    v.minLength(1, `请填写${label}`),
    v.maxLength(max, `${label}不能超过${max}个字`),
  );
}

const caseId = id('审核条目编号不正确');
const userId = id('用户ID格式不正确');
const WORDS_TIP = `违规词最多${BANNED_WORDS_MAX}个，每个不超过${BANNED_WORD_MAX}个字`;

export const ADMIN_COMMUNITY_CALLS = [
  defineAdminCall('community/queue', {
    ...moderators,
    request: payload({
      status: optional(oneOf(CASE_STATUSES, '请选择审核状态')),
      source: optional(oneOf(CASE_SOURCES, '请选择来源')),
      ...paging,
    }),
    response: casePage,
    note: 'open items (default) oldest first, decided ones newest first; each with its content, its author’s history (posts, rejections, bans) and its reports',
  }),
  defineAdminCall('community/counts', {
    ...moderators,
    request: payload({}),
    response: openCounts,
    note: 'open items by source, for the console home',
  }),
  defineAdminCall('community/approve', {
    ...moderators,
    request: payload({ id: caseId }),
    response: caseDecided,
    note: 'the content stays (a post the word list held is published); an item already decided: 4090; audited',
  }),
  defineAdminCall('community/reject', {
    ...moderators,
    request: payload({ id: caseId, reason: reasonText('驳回原因', REJECT_REASON_MAX) }),
    response: caseDecided,
    note: 'a post becomes rejected (gone from feeds and detail, the author sees the reason), a comment is deleted; the author gets a 系统通知; 4090 when decided; audited',
  }),
  defineAdminCall('community/remove', {
    ...moderators,
    request: payload({ id: caseId, reason: reasonText('删除原因', REJECT_REASON_MAX) }),
    response: caseDecided,
    note: 'the post or comment is deleted for everyone, its author told why in a 系统通知; 4090 when decided; audited',
  }),
  defineAdminCall('community/ban', {
    ...moderators,
    request: payload({
      userId,
      days: v.picklist(BAN_DAYS, '请选择封禁时长'),
      reason: reasonText('封禁原因', BAN_REASON_MAX),
    }),
    response: banDone,
    note: 'days 1, 7, 30 or 0 (for good): the user’s sessions end, post/publish and comment/add are refused with the reason; a 系统通知; audited',
  }),
  defineAdminCall('community/unban', {
    ...moderators,
    request: payload({ userId }),
    response: unbanDone,
    note: 'lifts every ban in force; none: 4000; audited',
  }),
  defineAdminCall('community/bans', {
    ...moderators,
    request: payload({}),
    response: banPage,
    note: 'bans in force, the latest first (at most 200)',
  }),
  defineAdminCall('community/words/get', {
    ...moderators,
    request: payload({}),
    response: bannedWords,
    note: 'the banned-word list of communityRules',
  }),
  defineAdminCall('community/words/set', {
    ...moderators,
    request: payload({
      words: v.pipe(
        v.array(v.pipe(v.string(WORDS_TIP), v.maxLength(BANNED_WORD_MAX, WORDS_TIP)), WORDS_TIP),
        v.maxLength(BANNED_WORDS_MAX, WORDS_TIP),
      ),
    }),
    response: bannedWords,
    note: 'replaces the list (trimmed, repeats dropped); the rest of communityRules is kept; applies to the next post or comment; audited',
  }),
] as const;

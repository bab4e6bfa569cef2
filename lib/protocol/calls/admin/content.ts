// The console's content calls (issue 41 item 4, docs/admin-api.md "Content"): an editor's (and
// the owner's) source upload, ingest, draft, publishing and placement. Limits and value lists
// come from lib/domain/video (ingest-draft.ts, uploads.ts), so the schema and the origin's own
// check (checkDraft) never disagree.
import { VIDEO_ACCESS } from '@/lib/domain/video/entitlement';
import { DRAFT_LIMITS, PUBLICATIONS, VIDEO_CATEGORIES } from '@/lib/domain/video/ingest-draft';
import { OPERATOR_VIDEO_LIMITS } from '@/lib/domain/video/uploads';
import * as v from 'valibot';

import { defineAdminCall } from '../../admin-call';
import { bool, id, integer, isCleanText, oneOf, optional, paging, payload } from '../../fields';
import {
  contentOptions,
  ingestAnswer,
  ingestDeleted,
  ingestPage,
} from '../../shapes/admin/content';
import { chunkStored, chunkTest } from '../../shapes/community';
import { chunkFields } from '../platform/upload';

const editors = { area: 'content', access: 'operator', roles: ['owner', 'editor'] } as const;

const ingestId = v.pipe(v.string('视频编号不正确'), v.regex(/^[a-f0-9]{24}$/, '视频编号不正确'));

/** A trimmed text with the tips checkDraft gives (lib/domain/video/ingest-draft.ts). */
function draftText(
  label: string,
  empty: string | null,
  max: number,
  tooLong: string,
  multiline = false,
) {
  return v.pipe(
    v.string(`${label}格式不正确`),
    v.trim(),
    v.check((value) => isCleanText(value, multiline), `${label}含有无法识别的字符，请修改后重试`),
    v.minLength(empty ? 1 : 0, empty ?? tooLong),
    v.maxLength(max, tooLong),
  );
}

/** The draft's fields, each with the tip the form shows under it. */
export const DRAFT_FIELDS = {
  title: draftText(
    '标题',
    '请填写视频标题',
    DRAFT_LIMITS.titleMax,
    `标题不能超过${DRAFT_LIMITS.titleMax}个字`,
  ),
  description: optional(
    draftText(
      '简介',
      null,
      DRAFT_LIMITS.descriptionMax,
      `简介不能超过${DRAFT_LIMITS.descriptionMax}个字`,
      true,
    ),
  ),
  tags: optional(
    v.pipe(
      v.array(
        draftText(
          '标签',
          '标签不能为空',
          DRAFT_LIMITS.tagMax,
          `每个标签不能超过${DRAFT_LIMITS.tagMax}个字`,
        ),
        '标签格式不正确',
      ),
      v.maxLength(DRAFT_LIMITS.tagsMax, `标签最多${DRAFT_LIMITS.tagsMax}个`),
    ),
  ),
  actorId: optional(id('演员选择不正确')),
  category: optional(oneOf(VIDEO_CATEGORIES, `分类须为：${VIDEO_CATEGORIES.join('、')}`)),
  durationShown: optional(integer('显示时长须为正整数秒', 1, OPERATOR_VIDEO_LIMITS.maxSeconds)),
  access: oneOf(VIDEO_ACCESS, '请选择观看权限：免费、VIP或付费'),
  /** Tenths of a diamond (§5); only for `paid`. */
  price: optional(
    integer(`价格不能超过${DRAFT_LIMITS.priceMax / 10}钻石`, 0, DRAFT_LIMITS.priceMax),
  ),
  previewSeconds: optional(
    integer(`试看时长须为1到${DRAFT_LIMITS.previewMax}秒`, 1, DRAFT_LIMITS.previewMax),
  ),
};

/** Where a video goes: a collection or a topic (no targetId: out of it), or a home section. */
export const PLACE_TARGETS = ['collection', 'topic', 'section'] as const;

export const ADMIN_CONTENT_CALLS = [
  defineAdminCall('content/upload/test', {
    ...editors,
    request: payload(chunkFields),
    response: chunkTest,
    note: 'the chunk test of the community uploader, as a POST: `stored` true skips the chunk',
  }),
  defineAdminCall('content/upload/chunk', {
    ...editors,
    form: true,
    request: payload({ ...chunkFields, file: v.instance(File, '请选择要上传的文件') }),
    response: chunkStored,
    note: 'multipart, the community chunk protocol: MP4/MOV/MKV up to 4 GiB; 201 when assembled (never queued for the community transcoder); 415 permanent, 400 retry',
  }),
  defineAdminCall('content/ingest/start', {
    ...editors,
    request: payload({
      uploadId: v.pipe(
        v.string('请先上传视频文件'),
        v.regex(/^[A-Za-z0-9_-]{1,64}$/, '请先上传视频文件'),
      ),
    }),
    response: ingestAnswer,
    note: 'an assembled console upload into the transcoding queue (state queued); audited',
  }),
  defineAdminCall('content/ingest/list', {
    ...editors,
    request: payload({
      ...paging,
      publication: optional(oneOf(PUBLICATIONS, '发布状态不正确')),
    }),
    response: ingestPage,
    note: 'newest first; poll it while one is transcoding',
  }),
  defineAdminCall('content/ingest/get', {
    ...editors,
    request: payload({ id: ingestId }),
    response: ingestAnswer,
  }),
  defineAdminCall('content/options', {
    ...editors,
    request: payload({}),
    response: contentOptions,
    note: 'actors, collections, topics and home sections to choose from',
  }),
  defineAdminCall('content/draft/save', {
    ...editors,
    request: payload({ id: ingestId, ...DRAFT_FIELDS }),
    response: ingestAnswer,
    note: 'applies at once on a published video; audited (before and after)',
  }),
  defineAdminCall('content/publish', {
    ...editors,
    request: payload({
      id: ingestId,
      at: optional(integer('定时发布时间不正确', 1, 9_999_999_999)),
    }),
    response: ingestAnswer,
    note: '`at` (unix seconds) schedules it; audited',
  }),
  defineAdminCall('content/unpublish', {
    ...editors,
    request: payload({ id: ingestId }),
    response: ingestAnswer,
    note: 'buyers keep their purchase; audited',
  }),
  defineAdminCall('content/delete', {
    ...editors,
    request: payload({ id: ingestId }),
    response: ingestDeleted,
    note: 'the catalogue row retired, every file removed from the store; audited',
  }),
  defineAdminCall('content/place', {
    ...editors,
    request: payload({
      id: ingestId,
      target: oneOf(PLACE_TARGETS, '请选择位置：合集、专题或首页栏目'),
      targetId: optional(id('位置编号不正确')),
      remove: optional(bool('位置操作不正确')),
      sort: optional(integer('排序须为0到1000000的整数', 0, 1_000_000)),
    }),
    response: ingestAnswer,
    note: 'after the first publish (the catalogue row); audited',
  }),
] as const;

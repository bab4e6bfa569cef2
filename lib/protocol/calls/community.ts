// The community calls of §7: posts, comments, uploaders and follows (docs/community-api.md).
import * as v from 'valibot';

import {
  COMMENT_TEXT_MAX,
  MENTIONS_MAX,
  POST_IMAGES_MAX,
  POST_PRICE_MAX,
  POST_TEXT_MAX,
} from '@/lib/domain/community/limits';
import {
  REPORT_DETAIL_MAX,
  REPORT_REASONS,
  REPORT_TARGETS,
  TIP_REPORT_REASON,
} from '@/lib/domain/community/reports';

import { defineCall } from '../call';
import { bool, id, integer, oneOf, optional, paging, payload, text } from '../fields';
import { pageOf } from '../shapes/video';
import {
  careResult,
  comment,
  commentThread,
  postCard,
  postDetail,
  postPurchase,
  POST_STATUSES,
  published,
  reportResult,
  uploaderCard,
  uploaderInfo,
} from '../shapes/community';

const POST_ID = '帖子ID格式不正确';
const postId = id(POST_ID);
const uploadId = v.pipe(
  v.string('上传文件ID格式不正确'),
  v.regex(/^[a-f0-9]{24}$/, '上传文件ID格式不正确'),
);
const sortOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  optional(oneOf(values, `排序 sort 需为 ${values.join('、')} 之一`));
const idList = (tip: string, max: number) => v.pipe(v.array(id(tip), tip), v.maxLength(max, tip));
const posts = pageOf(postCard);
/** What a comment is on: a post or a video, exactly one (the origin refuses neither or both). */
const subject = {
  postId: optional(postId),
  videoId: optional(id('视频ID格式不正确')),
};
const post = { area: 'Post', access: 'secure' } as const;

export const COMMUNITY_CALLS = [
  defineCall('post/list', {
    repeatable: true,
    ...post,
    request: payload({
      categoryId: optional(id('分类ID格式不正确')),
      userId: optional(id('用户ID格式不正确')),
      sort: sortOf(['new', 'hot']),
      ...paging,
    }),
    response: posts,
    note: 'published posts of a communityCategory item (its `type` decides), or of one user; `sort` new or hot',
  }),
  defineCall('post/detail', {
    repeatable: true,
    ...post,
    request: payload({ id: postId }),
    response: postDetail,
    note: 'counts a view; a paid post is locked (first lines only) until bought',
  }),
  defineCall('post/mypublish', {
    repeatable: true,
    ...post,
    request: payload({
      status: optional(oneOf(POST_STATUSES, '状态 status 格式不正确')),
      ...paging,
    }),
    response: posts,
    note: 'the caller’s own posts in every moderation state, with the reason of a refusal',
  }),
  defineCall('post/pay', {
    repeatable: true,
    ...post,
    request: payload({ id: postId }),
    response: postPurchase,
    expects: [4010],
    note: 'spends diamonds through the video paywall’s wallet; once per user and post (again: charged 0), 4010 when too low',
  }),
  defineCall('post/publish', {
    ...post,
    request: payload({
      content: text('帖子内容', { max: POST_TEXT_MAX * 2, multiline: true }),
      categoryId: optional(id('分类ID格式不正确')),
      images: optional(idListOfUploads()),
      video: optional(uploadId),
      price: optional(integer(`价格 price 需为0-${POST_PRICE_MAX}`, 0, POST_PRICE_MAX)),
    }),
    response: published,
    note: 'text (1–2000 characters, or pictures / a video), up to 9 uploaded images or one uploaded video; pending until moderation (and the video’s transcoding) decides',
  }),
  defineCall('post/report', {
    ...post,
    request: payload({
      type: oneOf(REPORT_TARGETS, '举报对象 type 需为 post、comment 或 up'),
      id: id('举报对象ID格式不正确'),
      reason: oneOf(REPORT_REASONS, TIP_REPORT_REASON),
      detail: optional(text('补充说明', { max: REPORT_DETAIL_MAX, multiline: true })),
    }),
    response: reportResult,
    note: 'a report (举报) of a post, a comment or an UP主 with a reason; once per user and item (again: already, 已举报); a guest may report; at most 20 a day (4290)',
  }),
  defineCall('comment/add', {
    area: 'Comment',
    access: 'secure',
    request: payload({
      ...subject,
      content: text('评论内容', { min: 1, max: COMMENT_TEXT_MAX * 2, multiline: true }),
      parentId: optional(id('回复的评论ID格式不正确')),
      mentions: optional(idList(`@提及最多${MENTIONS_MAX}人`, MENTIONS_MAX)),
    }),
    response: comment,
    note: 'a comment on a post or a video (exactly one of `postId`, `videoId`), or with `parentId` a reply (one level: a reply to a reply joins the top comment’s thread); `mentions` user ids',
  }),
  defineCall('comment/list', {
    repeatable: true,
    area: 'Comment',
    access: 'secure',
    request: payload({
      ...subject,
      parentId: optional(id('评论ID格式不正确')),
      sort: sortOf(['new', 'hot']),
      ...paging,
    }),
    response: pageOf(commentThread),
    note: 'a post’s or a video’s top-level comments with their newest 3 replies, or with `parentId` that comment’s replies (oldest first)',
  }),
  defineCall('upblogers/list', {
    repeatable: true,
    area: 'Upblogers',
    access: 'secure',
    request: payload({
      sort: sortOf(['followers', 'plays']),
      followed: optional(bool('参数 followed 需为 true 或 false')),
      ...paging,
    }),
    response: pageOf(uploaderCard),
    note: 'the UP主 ranking: by followers, or by the plays of their videos; followed: only those the caller follows, latest follow first',
  }),
  defineCall('upblogers/info', {
    repeatable: true,
    area: 'Upblogers',
    access: 'secure',
    request: payload({ id: id('用户ID格式不正确'), ...paging }),
    response: uploaderInfo,
    note: 'a profile and a page of their videos (their posts: post/list with userId)',
  }),
  defineCall('upblogers/cares', {
    repeatable: true,
    area: 'Upblogers',
    access: 'secure',
    request: payload({
      id: id('用户ID格式不正确'),
      follow: bool('参数 follow 需为 true 或 false'),
    }),
    response: careResult,
    note: 'follow or unfollow; idempotent, the follower count moves only with the follow row',
  }),
] as const;

function idListOfUploads() {
  const tip = `图片最多${POST_IMAGES_MAX}张`;
  return v.pipe(v.array(uploadId, tip), v.maxLength(POST_IMAGES_MAX, tip));
}

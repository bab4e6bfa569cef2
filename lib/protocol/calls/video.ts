// The media, search and collect calls of §7 (payloads and answers: docs/media-api.md).
import * as v from 'valibot';

import { KEYWORD_MAX_LENGTH } from '@/lib/domain/video/search-history';

import { defineCall } from '../call';
import { bool, id, isCleanText, oneOf, optional, paging, payload } from '../fields';
import {
  actor,
  collection,
  hotKeywords,
  mediaHome,
  pageOf,
  playInfo,
  purchase,
  ref,
  shortCard,
  topic,
  videoCard,
  watchedVideo,
} from '../shapes/video';
import { postCard, uploaderCard } from '../shapes/community';

export const MAX_POSITION_SECONDS = 86_400;
export const MAX_FAVOURITE_IDS = 100;
/** The kinds a search finds, each a tab of the result screen and a `kind` of search/details. */
export const SEARCH_KINDS = ['video', 'post', 'uploader'] as const;
/** How many UP主 and posts page 1 of a search without `kind` lists beside the videos. */
export const SEARCH_SIDE_RESULTS = 5;

const VIDEO_ID = '视频ID格式不正确';
const COLLECTION_ID = '合集ID格式不正确';
const videoId = id(VIDEO_ID);
const videos = pageOf(videoCard);
const byId = (tip: string) => payload({ id: id(tip), ...paging });
const sortOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  optional(oneOf(values, `排序 sort 需为 ${values.join('、')} 之一`));
/** What a like or a favourite is of: a video (the default) or a community post. */
const itemType = optional(oneOf(['video', 'post'], '类型 type 需为 video 或 post'));
/** What a like is of: those, or a comment (of a post or a video). */
const likeType = optional(
  oneOf(['video', 'post', 'comment'], '类型 type 需为 video、post 或 comment'),
);
const media = { area: 'Media', access: 'secure' } as const;

export const MEDIA_CALLS = [
  defineCall('media/home', {
    repeatable: true,
    ...media,
    request: payload({
      area: oneOf(['home', 'lld'], '区域 area 需为 home 或 lld'),
      tabId: optional(id('分类ID格式不正确')),
    }),
    response: mediaHome,
    serviceRead: true,
    note: 'area `home` or `lld`, optional `tabId`; public catalogue: the web server reads it to render the first screen',
  }),
  defineCall('media/card', {
    repeatable: true,
    ...media,
    request: payload({ id: videoId }),
    response: videoCard,
    serviceRead: true,
    note: "one video's public card, as in any feed (title, cover, price); the web server reads it to draw the player's poster",
  }),
  defineCall('media/recommend', {
    repeatable: true,
    ...media,
    request: payload({
      tabId: optional(id('分类ID格式不正确')),
      videoId: optional(videoId),
      ...paging,
    }),
    response: videos,
    note: "a tab's feed, or with `videoId` the videos related to it",
  }),
  defineCall('media/short/recommend', {
    repeatable: true,
    ...media,
    request: payload(paging),
    response: pageOf(shortCard),
    note: 'portrait videos up to 60 s, newest first, each with its uploader and post (comments)',
  }),
  defineCall('media/play', {
    ...media,
    request: payload({
      id: videoId,
      // The short pager's look-ahead: answered without counting a view (it counts when shown).
      prefetch: optional(bool('参数 prefetch 需为 true 或 false')),
    }),
    response: playInfo,
    expects: [4030],
    note: '200 with PlayInfo, or 4030 with PlayInfo (preview rules): the one refusal that carries data; counts a view unless `prefetch`',
  }),
  defineCall('media/pay', {
    repeatable: true,
    ...media,
    request: payload({ id: videoId }),
    response: purchase,
    expects: [4010],
    note: 'spends balance; once per user and video (again: charged 0), 4010 when too low',
  }),
  defineCall('media/like', {
    repeatable: true,
    ...media,
    request: payload({
      id: id('ID格式不正确'),
      like: bool('参数 like 需为 true 或 false'),
      type: likeType,
    }),
    response: v.object({ liked: v.boolean(), likes: v.number() }),
    note: 'idempotent per user and video (or post, with `type: post`; comment, with `type: comment`)',
  }),
  defineCall('media/collect/home', {
    repeatable: true,
    ...media,
    request: payload(paging),
    response: pageOf(collection),
  }),
  defineCall('media/collect/details', {
    repeatable: true,
    ...media,
    request: byId(COLLECTION_ID),
    response: v.object({ collection, videos, bought: v.boolean() }),
  }),
  defineCall('media/collect/pay', {
    repeatable: true,
    ...media,
    request: payload({ id: id(COLLECTION_ID) }),
    response: purchase,
    expects: [4010],
    note: 'spends balance; once per user and collection (again: charged 0)',
  }),
  defineCall('media/tag/details', {
    repeatable: true,
    ...media,
    request: payload({ id: id('标签ID格式不正确'), sort: sortOf(['new', 'hot']), ...paging }),
    response: v.object({ tag: ref, videos }),
  }),
  defineCall('media/topic/details', {
    repeatable: true,
    ...media,
    request: byId('专题ID格式不正确'),
    response: v.object({ topic, videos }),
  }),
  defineCall('media/actor/details', {
    repeatable: true,
    ...media,
    request: byId('演员ID格式不正确'),
    response: v.object({ actor, videos }),
    note: 'payloads and answers of every media call: docs/media-api.md',
  }),
  defineCall('media/published', {
    repeatable: true,
    ...media,
    request: payload({ sort: sortOf(['new', 'hot', 'views']), ...paging }),
    response: videos,
  }),
  defineCall('media/hotSearchs/list', {
    ...media,
    repeatable: true,
    request: payload({}),
    response: hotKeywords,
  }),
  defineCall('media/trackList', {
    repeatable: true,
    ...media,
    request: payload({
      id: optional(videoId),
      position: optional(
        v.pipe(
          v.number(`播放进度 position 需为0-${MAX_POSITION_SECONDS}的秒数`),
          v.minValue(0, `播放进度 position 需为0-${MAX_POSITION_SECONDS}的秒数`),
          v.maxValue(MAX_POSITION_SECONDS, `播放进度 position 需为0-${MAX_POSITION_SECONDS}的秒数`),
        ),
      ),
      /** Which of the caller's lists: the watch history (default), favourites or purchases. */
      kind: optional(
        oneOf(['history', 'collect', 'bought'], '列表类型 kind 需为 history、collect 或 bought'),
      ),
      /** Empties the watch history. */
      clear: optional(bool('参数 clear 需为 true 或 false')),
      ...paging,
    }),
    response: v.union([
      pageOf(watchedVideo),
      v.object({ position: v.number() }),
      v.object({ cleared: v.number() }),
    ]),
    note: 'the caller’s own lists: the watch history (default), favourites (`kind: collect`) or purchases (`kind: bought`); records `{ id, position }`; `{ clear: true }` empties the history',
  }),
  defineCall('search/details', {
    area: 'Search',
    access: 'secure',
    // The length rule counts characters as users see them (the origin's keyword rule); this cap
    // only keeps a hostile body short.
    request: payload({
      keyword: v.pipe(
        v.string('请输入搜索关键词'),
        v.check((value) => isCleanText(value), '搜索关键词含有无法识别的字符，请修改后重试'),
        v.maxLength(KEYWORD_MAX_LENGTH * 4, `搜索关键词不能超过${KEYWORD_MAX_LENGTH}个字`),
      ),
      /** One kind of result, paged on its own (the result screen's tabs); absent: as below. */
      kind: optional(oneOf(SEARCH_KINDS, '搜索类型 kind 需为 video、post 或 uploader')),
      ...paging,
    }),
    response: v.union([
      v.object({
        ...videos.entries,
        uploaders: v.array(uploaderCard),
        posts: v.array(postCard),
      }),
      videos,
      pageOf(postCard),
      pageOf(uploaderCard),
    ]),
    note: `keyword 1–30 characters: videos by title, tag or actor name; page 1 also lists the first ${SEARCH_SIDE_RESULTS} matching UP主 and posts. With \`kind\` (video, post or uploader) a page of that kind alone, with its total`,
  }),
  defineCall('search/hot', {
    repeatable: true,
    area: 'Search',
    access: 'secure',
    request: payload({}),
    response: hotKeywords,
  }),
  defineCall('collect/operate', {
    area: 'Collect',
    access: 'secure',
    request: payload({ id: id('收藏ID格式不正确'), type: itemType }),
    response: v.object({ collected: v.literal(true) }),
    note: 'the user’s favourites (our choice); `{ id, type }` (video or post), see media-api.md',
  }),
  defineCall('collect/delete', {
    area: 'Collect',
    access: 'secure',
    request: payload({
      ids: v.pipe(
        v.array(id('收藏 ids 中有无效的ID'), `要删除的收藏 ids 需为1-${MAX_FAVOURITE_IDS}个ID`),
        v.minLength(1, `要删除的收藏 ids 需为1-${MAX_FAVOURITE_IDS}个ID`),
        v.maxLength(MAX_FAVOURITE_IDS, `要删除的收藏 ids 需为1-${MAX_FAVOURITE_IDS}个ID`),
      ),
      type: itemType,
    }),
    response: v.object({ removed: v.number() }),
    note: 'the user’s favourites (our choice); `{ ids, type }` (video or post), see media-api.md',
  }),
] as const;

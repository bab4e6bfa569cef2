// Media calls (§7 "Media", docs/media-api.md): home, feeds, play with entitlement, buying, likes,
// collections, tag/topic/actor pages, hot searches and the watch history. All secure.
import { lockedTip } from '@/lib/domain/entitlement';

import type { FeedOrder } from '../db/schema/media';
import type { RouteDef, RouteDeps } from '../http/context';
import { reply, requireSession, sendEnvelope } from '../http/context';
import { CODES } from '@/lib/protocol/codes';
import { ApiError, badInput } from '../http/envelope';
import { playInfo } from '../services/entitlement';
import {
  positionField,
  recordPosition,
  setLike,
  watchHistoryPage,
} from '../services/media-actions';
import {
  actorHead,
  collectionHead,
  collectionsPage,
  tagRef,
  topicHead,
} from '../services/media-catalogue';
import { feedPage, relatedPage } from '../services/media-feeds';
import { homeArea, homePage, homeTab } from '../services/media-home';
import { pageRequest } from '../services/paging';
import { hotSearchList } from '../services/search';
import { positiveId, type Payload } from '../services/validate';
import { buyCollection, buyVideo } from '../services/wallet';

const VIDEO_ID_TIP = '视频ID格式不正确';

function optionalId(payload: Payload, field: string, tip: string): number | undefined {
  const value = payload[field];
  return value === undefined || value === null || value === '' ? undefined : positiveId(value, tip);
}

function feedOrder<T extends FeedOrder>(payload: Payload, allowed: readonly T[], fallback: T): T {
  const value = payload.sort;
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value))
    return value as T;
  throw badInput(`排序 sort 需为 ${allowed.join('、')} 之一`);
}

export function mediaRoutes(deps: RouteDeps): RouteDef[] {
  const { db, config, now } = deps;
  const post = (path: string, handler: RouteDef['handler']): RouteDef => ({
    method: 'POST',
    path: `media/${path}`,
    auth: 'secure',
    handler,
  });
  return [
    // POST /api/app/media/home – the tabs of /home or /lld and one tab's sections with their first videos
    post('home', async (c) => {
      const payload = c.get('payload');
      const area = homeArea(payload.area);
      return reply(c, await homePage(db, area, optionalId(payload, 'tabId', '分类ID格式不正确')));
    }),
    // POST /api/app/media/recommend – a tab's endless feed, or with videoId the videos related to it
    post('recommend', async (c) => {
      const payload = c.get('payload');
      const request = pageRequest(payload);
      const videoId = optionalId(payload, 'videoId', VIDEO_ID_TIP);
      if (videoId !== undefined) return reply(c, await relatedPage(db, videoId, request));
      const tabId = optionalId(payload, 'tabId', '分类ID格式不正确');
      if (tabId === undefined) {
        return reply(c, await feedPage(db, { kind: 'published', id: 0 }, 'sort', request));
      }
      const tab = await homeTab(db, tabId);
      return reply(
        c,
        await feedPage(db, { kind: tab.kind, id: tab.refId }, tab.feedOrder, request),
      );
    }),
    // POST /api/app/media/short/recommend – short videos (up to 60 s), newest first
    post('short/recommend', async (c) =>
      reply(c, await feedPage(db, { kind: 'short' }, 'new', pageRequest(c.get('payload')))),
    ),
    // POST /api/app/media/play – PlayInfo: 200 when the caller may watch in full, else 4030 with the preview rules
    post('play', async (c) => {
      const info = await playInfo(db, {
        userId: requireSession(c).userId,
        videoId: positiveId(c.get('payload').id, VIDEO_ID_TIP),
        nowMs: now(),
        previewSeconds: config.previewSeconds,
      });
      if (info.entitled) return reply(c, info);
      // The one refusal that carries data: the paywall needs the price, balance and preview length.
      const refusal = new ApiError(CODES.forbidden, lockedTip(info.video.access));
      return sendEnvelope(c, { ...refusal.envelope, data: info }, refusal.status);
    }),
    // POST /api/app/media/pay – buys a paid video with diamonds, once (buying again charges 0)
    post('pay', async (c) =>
      reply(
        c,
        await buyVideo(db, {
          userId: requireSession(c).userId,
          videoId: positiveId(c.get('payload').id, VIDEO_ID_TIP),
          nowMs: now(),
        }),
      ),
    ),
    // POST /api/app/media/like – sets or clears the caller's like; answers the new count
    post('like', async (c) => {
      const payload = c.get('payload');
      const videoId = positiveId(payload.id, VIDEO_ID_TIP);
      if (typeof payload.like !== 'boolean') throw badInput('参数 like 需为 true 或 false');
      return reply(
        c,
        await setLike(db, {
          userId: requireSession(c).userId,
          videoId,
          like: payload.like,
          nowMs: now(),
        }),
      );
    }),
    // POST /api/app/media/collect/home – the collections, in editorial order
    post('collect/home', async (c) =>
      reply(c, await collectionsPage(db, pageRequest(c.get('payload')))),
    ),
    // POST /api/app/media/collect/details – one collection, a page of its videos, and whether the caller bought it
    post('collect/details', async (c) => {
      const payload = c.get('payload');
      const id = positiveId(payload.id, '合集ID格式不正确');
      const request = pageRequest(payload);
      const head = await collectionHead(db, id, requireSession(c).userId);
      const page = await feedPage(db, { kind: 'collection', id }, 'sort', request);
      return reply(c, { collection: head.collection, videos: page, bought: head.bought });
    }),
    // POST /api/app/media/collect/pay – buys a collection with diamonds, once; unlocks every video in it
    post('collect/pay', async (c) =>
      reply(
        c,
        await buyCollection(db, {
          userId: requireSession(c).userId,
          collectionId: positiveId(c.get('payload').id, '合集ID格式不正确'),
          nowMs: now(),
        }),
      ),
    ),
    // POST /api/app/media/tag/details – a tag and a page of its videos (editorial order, or new/hot)
    post('tag/details', async (c) => {
      const payload = c.get('payload');
      const id = positiveId(payload.id, '标签ID格式不正确');
      const order = feedOrder(payload, ['new', 'hot'], 'sort');
      const request = pageRequest(payload);
      const tag = await tagRef(db, id);
      return reply(c, { tag, videos: await feedPage(db, { kind: 'tag', id }, order, request) });
    }),
    // POST /api/app/media/topic/details – a topic (cover, description) and a page of its videos
    post('topic/details', async (c) => {
      const payload = c.get('payload');
      const id = positiveId(payload.id, '专题ID格式不正确');
      const request = pageRequest(payload);
      const topic = await topicHead(db, id);
      return reply(c, {
        topic,
        videos: await feedPage(db, { kind: 'topic', id }, 'sort', request),
      });
    }),
    // POST /api/app/media/actor/details – an actor (avatar, description) and a page of their videos
    post('actor/details', async (c) => {
      const payload = c.get('payload');
      const id = positiveId(payload.id, '演员ID格式不正确');
      const request = pageRequest(payload);
      const actor = await actorHead(db, id);
      return reply(c, {
        actor,
        videos: await feedPage(db, { kind: 'actor', id }, 'sort', request),
      });
    }),
    // POST /api/app/media/published – every video, newest first (or most liked, most viewed)
    post('published', async (c) => {
      const payload = c.get('payload');
      const order = feedOrder(payload, ['new', 'hot', 'views'], 'new');
      return reply(
        c,
        await feedPage(db, { kind: 'published', id: 0 }, order, pageRequest(payload)),
      );
    }),
    // POST /api/app/media/hotSearchs/list – every hot search, hottest first
    post('hotSearchs/list', async (c) => reply(c, await hotSearchList(db))),
    // POST /api/app/media/trackList – the caller's watch history; with { id, position } records a position
    post('trackList', async (c) => {
      const payload = c.get('payload');
      const userId = requireSession(c).userId;
      if (payload.id !== undefined) {
        const videoId = positiveId(payload.id, VIDEO_ID_TIP);
        const position = positionField(payload);
        return reply(c, await recordPosition(db, { userId, videoId, position, nowMs: now() }));
      }
      return reply(c, await watchHistoryPage(db, userId, pageRequest(payload)));
    }),
  ];
}

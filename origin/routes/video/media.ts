// Media calls (§7 "Media", docs/media-api.md): home, feeds, play with entitlement, buying, likes,
// collections, tag/topic/actor pages, hot searches and the watch history. All secure.
import { lockedTip } from '@/lib/domain/video/entitlement';
import { MAX_POSITION_SECONDS } from '@/lib/protocol/calls/video';
import { CODES } from '@/lib/protocol/codes';

import type { RouteDeps } from '../../http/context';
import { ApiError } from '../../http/envelope';
import type { Handlers } from '../../http/route';
import { playInfo } from '../../services/video/entitlement';
import { setCommentLike } from '../../services/community/comment-likes';
import { setPostLike } from '../../services/community/post-actions';
import { recordPosition, setLike, watchHistoryPage } from '../../services/video/media-actions';
import {
  actorHead,
  collectionHead,
  collectionsPage,
  tagRef,
  topicHead,
} from '../../services/video/media-catalogue';
import { markOwned, markOwnedPage } from '../../services/video/media-cards';
import { feedPage, relatedPage, videoCardOf } from '../../services/video/media-feeds';
import { homePage, homeTab } from '../../services/video/media-home';
import { pageRequest } from '../../services/platform/paging';
import { hotSearchList } from '../../services/video/search';
import { shortFeedPage } from '../../services/video/short-feed';
import { buyCollection, buyVideo } from '../../services/money/wallet';
import { boughtPage, clearHistory, favouritePage } from '../../services/video/my-lists';

/** The home, feeds, play, buying and likes; the catalogue's pages and the lists are below. */
export function mediaHandlers(deps: RouteDeps): Handlers {
  const { db, config, now } = deps;
  return {
    // POST /api/app/media/home – the tabs of /home or /lld and one tab's sections with their first videos
    'media/home': async ({ input, session }) => {
      const home = await homePage(db, input.area, input.tabId, now());
      const sections = await Promise.all(
        home.sections.map(async (s) => ({ ...s, videos: await markOwned(db, session, s.videos) })),
      );
      return { ...home, sections };
    },
    // POST /api/app/media/card – one video's public card (the player's poster, read by the web server too)
    'media/card': async ({ input, session }) => {
      const [card] = await markOwned(db, session, [await videoCardOf(db, input.id, now())]);
      return card!;
    },
    // POST /api/app/media/recommend – a tab's endless feed, or with videoId the videos related to it
    'media/recommend': async ({ input, session }) => {
      const request = pageRequest(input);
      let page;
      if (input.videoId !== undefined) page = await relatedPage(db, input.videoId, request, now());
      else if (input.tabId === undefined)
        page = await feedPage(db, { kind: 'published', id: 0 }, 'sort', request, now());
      else {
        const tab = await homeTab(db, input.tabId);
        page = await feedPage(db, { kind: tab.kind, id: tab.refId }, tab.feedOrder, request, now());
      }
      return markOwnedPage(db, session, page);
    },
    // POST /api/app/media/short/recommend – short videos (up to 60 s), newest first, with uploader and post
    'media/short/recommend': ({ input, session }) =>
      shortFeedPage(db, session, pageRequest(input), now()),
    // POST /api/app/media/play – PlayInfo: 200 when the caller may watch in full, else 4030 with the preview rules; counts a view unless prefetch
    'media/play': async ({ input, session }) => {
      const info = await playInfo(db, {
        userId: session.userId,
        videoId: input.id,
        nowMs: now(),
        previewSeconds: config.previewSeconds,
        prefetch: input.prefetch === true,
      });
      if (info.entitled) return info;
      // The one refusal that carries data: the paywall needs the price, balance and preview length.
      throw new ApiError(CODES.forbidden, lockedTip(info.video.access), { data: info });
    },
    // POST /api/app/media/pay – buys a paid video with diamonds, once (buying again charges 0)
    'media/pay': ({ input, session }) =>
      buyVideo(db, { userId: session.userId, videoId: input.id, nowMs: now() }),
    // POST /api/app/media/like – sets or clears the caller's like of a video (or a post, a comment); answers the new count
    'media/like': ({ input, session }) =>
      input.type === 'comment'
        ? setCommentLike(db, {
            userId: session.userId,
            commentId: input.id,
            like: input.like,
            nowMs: now(),
          })
        : input.type === 'post'
          ? setPostLike(db, {
              userId: session.userId,
              postId: input.id,
              like: input.like,
              nowMs: now(),
            })
          : setLike(db, {
              userId: session.userId,
              videoId: input.id,
              like: input.like,
              nowMs: now(),
            }),
    ...catalogueHandlers(deps),
  };
}

/** Collections, tag/topic/actor pages, every video, hot searches and the caller's lists. */
function catalogueHandlers(deps: RouteDeps): Handlers {
  const { db, config, now } = deps;
  return {
    // POST /api/app/media/collect/home – the collections, in editorial order
    'media/collect/home': ({ input }) => collectionsPage(db, pageRequest(input)),
    // POST /api/app/media/collect/details – one collection, a page of its videos, and whether the caller bought it
    'media/collect/details': async ({ input, session }) => {
      const head = await collectionHead(db, input.id, session.userId);
      const page = await feedPage(
        db,
        { kind: 'collection', id: input.id },
        'sort',
        pageRequest(input),
        now(),
      );
      return {
        collection: head.collection,
        videos: await markOwnedPage(db, session, page),
        bought: head.bought,
      };
    },
    // POST /api/app/media/collect/pay – buys a collection with diamonds, once; unlocks every video in it
    'media/collect/pay': ({ input, session }) =>
      buyCollection(db, { userId: session.userId, collectionId: input.id, nowMs: now() }),
    // POST /api/app/media/tag/details – a tag and a page of its videos (editorial order, or new/hot)
    'media/tag/details': async ({ input, session }) => {
      const tag = await tagRef(db, input.id);
      const order = input.sort ?? 'sort';
      const videos = await feedPage(
        db,
        { kind: 'tag', id: input.id },
        order,
        pageRequest(input),
        now(),
      );
      return { tag, videos: await markOwnedPage(db, session, videos) };
    },
    // POST /api/app/media/topic/details – a topic (cover, description) and a page of its videos
    'media/topic/details': async ({ input, session }) => {
      const topic = await topicHead(db, input.id);
      const videos = await feedPage(
        db,
        { kind: 'topic', id: input.id },
        'sort',
        pageRequest(input),
        now(),
      );
      return { topic, videos: await markOwnedPage(db, session, videos) };
    },
    // POST /api/app/media/actor/details – an actor (avatar, description) and a page of their videos
    'media/actor/details': async ({ input, session }) => {
      const actor = await actorHead(db, input.id);
      const videos = await feedPage(
        db,
        { kind: 'actor', id: input.id },
        'sort',
        pageRequest(input),
        now(),
      );
      return { actor, videos: await markOwnedPage(db, session, videos) };
    },
    // POST /api/app/media/published – every video, newest first (or most liked, most viewed)
    'media/published': async ({ input, session }) =>
      markOwnedPage(
        db,
        session,
        await feedPage(
          db,
          { kind: 'published', id: 0 },
          input.sort ?? 'new',
          pageRequest(input),
          now(),
        ),
      ),
    // POST /api/app/media/hotSearchs/list – every hot search, hottest first
    'media/hotSearchs/list': () => hotSearchList(db),
    // POST /api/app/media/trackList – the caller's watch history (or favourites, purchases); { id, position } records a position; { clear } empties it
    'media/trackList': async ({ input, session }) => {
      if (input.clear) return clearHistory(db, session.userId);
      const request = pageRequest(input);
      if (input.kind === 'collect')
        return markOwnedPage(db, session, await favouritePage(db, session.userId, request));
      if (input.kind === 'bought')
        return markOwnedPage(db, session, await boughtPage(db, session.userId, request));
      if (input.id === undefined)
        return markOwnedPage(db, session, await watchHistoryPage(db, session.userId, request));
      if (input.position === undefined) throw badPosition();
      return recordPosition(db, {
        userId: session.userId,
        videoId: input.id,
        position: Math.floor(input.position),
        nowMs: now(),
        previewSeconds: config.previewSeconds,
      });
    },
  };
}

function badPosition() {
  return new ApiError(CODES.badInput, `播放进度 position 需为0-${MAX_POSITION_SECONDS}的秒数`);
}

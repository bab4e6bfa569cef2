// Answer shapes of the media, search and collect calls (docs/media-api.md "Shapes"): the schemas
// the origin's answers are checked against in tests and dev, and the types both sides read.
import * as v from 'valibot';

import { VIDEO_ACCESS } from '@/lib/domain/video/entitlement';

export const ref = v.object({ id: v.number(), name: v.string() });

export const videoAccess = v.picklist(VIDEO_ACCESS);
export const entitlementReason = v.picklist(['free', 'vip', 'bought']);

/** A video as a card shows it. Amounts in §5 units (diamonds shown /10), times unix seconds. */
export const videoCard = v.object({
  id: v.number(),
  title: v.string(),
  /** IMAGE-line path, obfuscated (§5), e.g. "/vcovers/v-01.jpg". */
  cover: v.string(),
  /** Seconds. */
  duration: v.number(),
  views: v.number(),
  likes: v.number(),
  access: videoAccess,
  /** Diamond amount; 0 unless access is 'paid'. */
  price: v.number(),
  publishedAt: v.number(),
  /** At most 3 on a card. */
  tags: v.array(ref),
  /**
   * On a paid video read with a user's session: whether that user owns it (bought it, or a
   * collection holding it). Absent on free and VIP videos, and on every card the web server
   * reads with its own identity for a first screen, which anyone may be shown.
   */
  bought: v.optional(v.boolean()),
  /**
   * A short video: portrait and at most 60 s (lib/domain/video/short-feed.ts isShortVideo, the rule of
   * media/short/recommend; a landscape clip is a long video however short): its
   * card opens the short-video pager on it (/shortVideo?id=), not the player.
   */
  short: v.boolean(),
});

/**
 * A card of the short-video feed: the uploader (their avatar opens /community/upInfo) and the
 * post the video was published in (its comments are the clip's), either null for the
 * operator's own videos.
 */
export const shortCard = v.object({
  ...videoCard.entries,
  uploader: v.nullable(v.object({ id: v.number(), name: v.string(), avatar: v.string() })),
  postId: v.nullable(v.number()),
  comments: v.number(),
});

export const videoDetail = v.object({
  ...videoCard.entries,
  description: v.string(),
  actor: v.nullable(v.object({ ...ref.entries, avatar: v.string() })),
  topic: v.nullable(ref),
  collection: v.nullable(ref),
  liked: v.boolean(),
  collected: v.boolean(),
  /** Its comments, replies too (comment/list with videoId). */
  comments: v.number(),
});

export function pageOf<S extends v.GenericSchema>(item: S) {
  return v.object({
    list: v.array(item),
    page: v.number(),
    pageSize: v.number(),
    total: v.number(),
  });
}

/** An ad of the config (§3 ad item): link under a configurable field, or only an id. */
export const adItem = v.looseObject({
  id: v.optional(v.nullable(v.union([v.number(), v.string()]))),
});

export const playInfo = v.object({
  video: videoDetail,
  entitled: v.boolean(),
  reason: v.nullable(entitlementReason),
  /** 0 when entitled. */
  previewSeconds: v.number(),
  price: v.number(),
  /** The caller's diamonds. */
  balance: v.number(),
  /** Resume position in seconds, 0 if none. */
  position: v.number(),
  /** "/api/app/media/h5/m3u8/<id>": the browser adds ?token=. */
  playlist: v.string(),
  /** The position-40 ad before a preview; null when entitled. */
  ad: v.nullable(adItem),
});

export const collection = v.object({
  ...ref.entries,
  cover: v.string(),
  count: v.number(),
  price: v.number(),
  description: v.string(),
});

/** media/pay and media/collect/pay; buying again answers charged 0. */
export const purchase = v.object({
  bought: v.literal(true),
  balance: v.number(),
  charged: v.number(),
});

export const feedOrder = v.picklist(['new', 'hot', 'views']);

/** How a home section lays out its videos (the home_sections table's layout). */
export const SECTION_LAYOUTS = ['grid2', 'list', 'nine', 'slider'] as const;

export const section = v.object({
  id: v.number(),
  name: v.string(),
  layout: v.picklist(SECTION_LAYOUTS),
  /** First page: 4, 6 or 9 items. */
  videos: v.array(videoCard),
  more: v.nullable(
    v.object({
      kind: v.picklist(['tag', 'topic', 'published']),
      id: v.number(),
      sort: v.optional(feedOrder),
    }),
  ),
});

export const mediaHome = v.object({
  tabs: v.array(ref),
  tabId: v.number(),
  sections: v.array(section),
});

export const topic = v.object({ ...ref.entries, cover: v.string(), description: v.string() });
export const actor = v.object({ ...ref.entries, avatar: v.string(), description: v.string() });

export const hotKeywords = v.object({
  list: v.array(v.object({ keyword: v.string(), heat: v.number() })),
});

export const watchedVideo = v.object({
  ...videoCard.entries,
  position: v.number(),
  watchedAt: v.number(),
});

export type Ref = v.InferOutput<typeof ref>;
export type VideoAccess = v.InferOutput<typeof videoAccess>;
export type VideoCard = v.InferOutput<typeof videoCard>;
export type ShortCard = v.InferOutput<typeof shortCard>;
export type VideoDetail = v.InferOutput<typeof videoDetail>;
export type PageOf<T> = { list: T[]; page: number; pageSize: number; total: number };
export type PlayInfo = v.InferOutput<typeof playInfo>;
export type Collection = v.InferOutput<typeof collection>;
export type Purchase = v.InferOutput<typeof purchase>;
export type Section = v.InferOutput<typeof section>;
export type SectionLayout = Section['layout'];
export type SectionMore = NonNullable<Section['more']>;
export type MediaHome = v.InferOutput<typeof mediaHome>;
export type Topic = v.InferOutput<typeof topic>;
export type Actor = v.InferOutput<typeof actor>;
export type HotKeywords = v.InferOutput<typeof hotKeywords>;
export type HotKeyword = HotKeywords['list'][number];
export type WatchedVideo = v.InferOutput<typeof watchedVideo>;

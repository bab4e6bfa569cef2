// Answer shapes of the Live calls (live/home, live/recommended; docs/live-api.md).
import * as v from 'valibot';

export const liveCategory = v.object({ id: v.number(), name: v.string() });

/** A live channel as a card and the play page show it. */
export const liveChannel = v.object({
  id: v.number(),
  name: v.string(),
  /** IMAGE-line path (obfuscated, §5). */
  cover: v.string(),
  categoryId: v.number(),
  categoryName: v.string(),
  /** What is on air now (正在播出). */
  programme: v.string(),
  /** People watching now. */
  viewers: v.number(),
  /** The playback id for the playlist route: `live-<id>` (lib/domain/live/live livePlaybackId). */
  playId: v.string(),
});

export const liveHome = v.object({
  /** Without 全部: the screen adds it (LIVE_ALL_CATEGORY). */
  categories: v.array(liveCategory),
  /** 热门直播: the operator's featured channels. */
  featured: v.array(liveChannel),
  /** The channel asked for with channelId (the play page), or null when there is none by that id. */
  channel: v.nullable(liveChannel),
});

export type LiveCategory = v.InferOutput<typeof liveCategory>;
export type LiveChannel = v.InferOutput<typeof liveChannel>;
export type LiveHome = v.InferOutput<typeof liveHome>;

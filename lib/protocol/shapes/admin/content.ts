// Answer shapes of the console's content calls (docs/admin-api.md "Content"): an ingest as the
// editor sees it (state, progress, error, ladder, pictures, draft) and where it stands for viewers.
import * as v from 'valibot';

import { VIDEO_ACCESS } from '@/lib/domain/video/entitlement';
import { PUBLICATIONS, VIDEO_CATEGORIES } from '@/lib/domain/video/ingest-draft';

export const INGEST_STATE_NAMES = ['queued', 'probing', 'transcoding', 'ready', 'failed'] as const;

export const videoDraftShape = v.object({
  title: v.string(),
  description: v.string(),
  tags: v.array(v.string()),
  actorId: v.nullable(v.number()),
  category: v.nullable(v.picklist(VIDEO_CATEGORIES)),
  durationShown: v.nullable(v.number()),
  access: v.picklist(VIDEO_ACCESS),
  price: v.number(),
  previewSeconds: v.nullable(v.number()),
});

export const ingestThumbsShape = v.object({
  url: v.string(),
  interval: v.number(),
  count: v.number(),
  columns: v.number(),
  rows: v.number(),
  tileWidth: v.number(),
  tileHeight: v.number(),
});

export const ingestRow = v.object({
  id: v.string(),
  state: v.picklist(INGEST_STATE_NAMES),
  /** 0–100. */
  progress: v.number(),
  /** Why it failed (Chinese), '' otherwise. */
  error: v.string(),
  ladder: v.array(v.picklist(['240p', '480p', '720p', '1080p'])),
  duration: v.number(),
  width: v.number(),
  height: v.number(),
  /** IMAGE-line paths, '' until made. */
  poster: v.string(),
  cover: v.string(),
  thumbs: v.nullable(ingestThumbsShape),
  draft: v.nullable(videoDraftShape),
  videoId: v.nullable(v.number()),
  publication: v.picklist(PUBLICATIONS),
  /** Unix seconds: when it is (or was to be) shown; null before the first publish. */
  publishAt: v.nullable(v.number()),
  createdAt: v.number(),
  updatedAt: v.number(),
});
export type IngestRow = v.InferOutput<typeof ingestRow>;

export const ingestAnswer = v.object({ ingest: ingestRow });
export const ingestPage = v.object({
  items: v.array(ingestRow),
  total: v.number(),
  page: v.number(),
  pageSize: v.number(),
});
export type IngestPage = v.InferOutput<typeof ingestPage>;

export const ingestDeleted = v.object({ id: v.string() });

const named = v.array(v.object({ id: v.number(), name: v.string() }));
export const contentOptions = v.object({
  actors: named,
  collections: named,
  topics: named,
  /** Home sections, named with their tab (首页 · 热门推荐). */
  sections: named,
});
export type ContentOptions = v.InferOutput<typeof contentOptions>;

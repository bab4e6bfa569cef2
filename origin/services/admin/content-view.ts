// What the console's 内容 screens read (docs/admin-api.md "Content"): ingests newest first with
// where each stands for viewers (draft, scheduled, published, unpublished), one ingest, and the
// actors, collections, topics and home sections an editor picks from.
import { and, asc, count, desc, eq, gt, isNull, lte, ne, or, type SQL } from 'drizzle-orm';

import { publicationOf, type Publication } from '@/lib/domain/video/ingest-draft';
import type { ContentOptions, IngestPage, IngestRow } from '@/lib/protocol/shapes/admin/content';

import type { Db } from '../../db/client';
import { actors, collections, homeSections, homeTabs, topics, videos } from '../../db/schema/media';
import { videoIngests } from '../../db/schema/video-ingests';
import { ingestView } from '../video/ingest-view';
import { liveIngestRow } from '../video/ingest-view';

type Shown = { status: string; visibleFrom: Date | null } | null;

function rowOf(ingest: typeof videoIngests.$inferSelect, video: Shown, nowMs: number): IngestRow {
  const view = ingestView(ingest);
  const at = video?.visibleFrom ?? null;
  return {
    ...view,
    publication: publicationOf(video, nowMs),
    publishAt: at ? Math.floor(at.getTime() / 1000) : null,
  };
}

/** One live ingest as the console shows it (4040 for an unknown or deleted one). */
export async function contentRow(db: Db, id: string, nowMs: number): Promise<IngestRow> {
  const ingest = await liveIngestRow(db, id);
  if (ingest.videoId === null) return rowOf(ingest, null, nowMs);
  const [video] = await db
    .select({ status: videos.status, visibleFrom: videos.visibleFrom })
    .from(videos)
    .where(eq(videos.id, ingest.videoId));
  return rowOf(ingest, video ?? null, nowMs);
}

function publicationWhere(publication: Publication, now: Date): SQL | undefined {
  if (publication === 'draft') return isNull(videoIngests.videoId);
  if (publication === 'unpublished') return ne(videos.status, 'published');
  if (publication === 'scheduled')
    return and(eq(videos.status, 'published'), gt(videos.visibleFrom, now));
  return and(
    eq(videos.status, 'published'),
    or(isNull(videos.visibleFrom), lte(videos.visibleFrom, now)),
  );
}

export type ContentFilter = { page: number; pageSize: number; publication?: Publication };

export async function listContent(db: Db, f: ContentFilter, nowMs: number): Promise<IngestPage> {
  const where = and(
    isNull(videoIngests.deletedAt),
    f.publication ? publicationWhere(f.publication, new Date(nowMs)) : undefined,
  );
  const rows = await db
    .select({ ingest: videoIngests, status: videos.status, visibleFrom: videos.visibleFrom })
    .from(videoIngests)
    .leftJoin(videos, eq(videos.id, videoIngests.videoId))
    .where(where)
    .orderBy(desc(videoIngests.createdAt), desc(videoIngests.id))
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  const [total] = await db
    .select({ n: count() })
    .from(videoIngests)
    .leftJoin(videos, eq(videos.id, videoIngests.videoId))
    .where(where);
  return {
    items: rows.map((r) =>
      rowOf(r.ingest, r.status ? { status: r.status, visibleFrom: r.visibleFrom } : null, nowMs),
    ),
    total: total?.n ?? 0,
    page: f.page,
    pageSize: f.pageSize,
  };
}

/** Enough of each list for a picker; more than this belongs to a search (part 2). */
const OPTIONS_MAX = 500;

export async function contentOptions(db: Db): Promise<ContentOptions> {
  const named = { id: actors.id, name: actors.name };
  const [actorRows, collectionRows, topicRows, sectionRows] = await Promise.all([
    db.select(named).from(actors).orderBy(asc(actors.id)).limit(OPTIONS_MAX),
    db
      .select({ id: collections.id, name: collections.name })
      .from(collections)
      .orderBy(asc(collections.id))
      .limit(OPTIONS_MAX),
    db
      .select({ id: topics.id, name: topics.name })
      .from(topics)
      .orderBy(asc(topics.id))
      .limit(OPTIONS_MAX),
    db
      .select({ id: homeSections.id, name: homeSections.name, tab: homeTabs.name })
      .from(homeSections)
      .innerJoin(homeTabs, eq(homeTabs.id, homeSections.tabId))
      .orderBy(asc(homeTabs.sort), asc(homeSections.sort), asc(homeSections.id))
      .limit(OPTIONS_MAX),
  ]);
  return {
    actors: actorRows,
    collections: collectionRows,
    topics: topicRows,
    sections: sectionRows.map((s) => ({ id: s.id, name: `${s.tab} · ${s.name}` })),
  };
}

// An ingest as the operator console shows it (docs/media-api.md "Ingestion"): its state and
// progress, the reason it failed, what the transcoding made, the draft and the catalogue row.
import { eq } from 'drizzle-orm';

import type { VideoDraft } from '@/lib/domain/video/ingest-draft';
import type { RungName } from '@/lib/domain/video/ladder';

import type { Db } from '../../db/client';
import { videoIngests, type IngestState, type IngestThumbs } from '../../db/schema/video-ingests';
import { notFound } from '../../http/envelope';

export const TIP_INGEST_NOT_FOUND = '该视频不存在或已删除';

export type IngestView = {
  id: string;
  state: IngestState;
  /** 0–100. */
  progress: number;
  /** Why it failed (Chinese), '' otherwise. */
  error: string;
  /** The renditions made (or being made), lowest first. */
  ladder: RungName[];
  /** Seconds, and the picture as shown; 0 until probed. */
  duration: number;
  width: number;
  height: number;
  /** IMAGE-line paths ('' until made). */
  poster: string;
  cover: string;
  thumbs: IngestThumbs | null;
  draft: VideoDraft | null;
  /** The catalogue row once published. */
  videoId: number | null;
  /** Unix seconds. */
  createdAt: number;
  updatedAt: number;
};

type Row = typeof videoIngests.$inferSelect;

export function ingestView(row: Row): IngestView {
  return {
    id: row.id,
    state: row.state,
    progress: row.progress,
    error: row.error,
    ladder: row.ladder,
    duration: row.duration,
    width: row.width,
    height: row.height,
    poster: row.poster,
    cover: row.cover,
    thumbs: row.thumbs,
    draft: row.draft,
    videoId: row.videoId,
    createdAt: Math.floor(row.createdAt.getTime() / 1000),
    updatedAt: Math.floor(row.updatedAt.getTime() / 1000),
  };
}

/** The row of a live (not deleted) ingest; 4040 otherwise. */
export async function liveIngestRow(db: Db, id: string): Promise<Row> {
  const [row] = await db.select().from(videoIngests).where(eq(videoIngests.id, id));
  if (!row || row.deletedAt) throw notFound(TIP_INGEST_NOT_FOUND);
  return row;
}

/** One ingest as the console shows it; 4040 for an unknown or deleted one. */
export async function ingestOf(db: Db, id: string): Promise<IngestView> {
  return ingestView(await liveIngestRow(db, id));
}

// From an ingest's draft to the catalogue (docs/media-api.md "Ingestion"): saveDraft checks the
// editor's fields (lib/domain/video/ingest-draft.ts) and, once published, applies them to the
// catalogue row; publish makes or restores the row, visible from now or a later time; unpublish
// takes it down (buyers keep playing it); deleteVideo retires the row and removes every file.
import { and, eq, inArray } from 'drizzle-orm';

import { checkDraft, type VideoDraft } from '@/lib/domain/video/ingest-draft';

import type { Db } from '../../db/client';
import { actors, tags, videos, videoTags } from '../../db/schema/media';
import { videoIngests } from '../../db/schema/video-ingests';
import { badInput } from '../../http/envelope';
import { ingestClipOf } from './ingest-paths';
import { ingestView, liveIngestRow, type IngestView } from './ingest-view';
import { removeIngestFiles, type IngestDeps } from './ingests';

export const TIP_NOT_READY = '视频尚未转码完成，暂不能发布';
export const TIP_NO_DRAFT = '请先填写视频信息再发布';
export const TIP_NOT_PUBLISHED = '视频尚未发布';
export const TIP_ACTOR_UNKNOWN = '所选演员不存在';
export const TIP_PUBLISH_PAST = '定时发布时间不能早于当前时间';

type CatalogueDeps = Pick<IngestDeps, 'db' | 'now'>;
type Row = typeof videoIngests.$inferSelect;

/** The catalogue columns a draft sets. */
function videoColumns(row: Row, draft: VideoDraft) {
  return {
    title: draft.title,
    description: draft.description,
    cover: row.cover,
    duration: draft.durationShown ?? row.duration,
    width: row.width,
    height: row.height,
    access: draft.access,
    price: draft.price,
    previewSeconds: draft.previewSeconds,
    actorId: draft.actorId,
  };
}

const tagNames = (draft: VideoDraft | null) =>
  draft ? [...new Set([...(draft.category ? [draft.category] : []), ...draft.tags])] : [];

/**
 * The video's tags follow the draft (its category is one; a new name makes a tag): the names the
 * `before` draft had and this one drops are unlinked; others (a home section's tag placed by
 * video-placement.ts) stay.
 */
async function setTags(db: Db, videoId: number, before: VideoDraft | null, draft: VideoDraft) {
  const names = tagNames(draft);
  const dropped = tagNames(before).filter((name) => !names.includes(name));
  if (dropped.length > 0) {
    const ids = db.select({ id: tags.id }).from(tags).where(inArray(tags.name, dropped));
    await db
      .delete(videoTags)
      .where(and(eq(videoTags.videoId, videoId), inArray(videoTags.tagId, ids)));
  }
  if (names.length === 0) return;
  await db
    .insert(tags)
    .values(names.map((name) => ({ name })))
    .onConflictDoNothing();
  const found = await db.select({ id: tags.id }).from(tags).where(inArray(tags.name, names));
  await db
    .insert(videoTags)
    .values(found.map((t) => ({ videoId, tagId: t.id })))
    .onConflictDoNothing();
}

/**
 * Saves the editor's fields on the ingest (a bad field: 4000 with its Chinese tip); on a
 * published video they take effect at once (price, access, title…).
 */
export async function saveDraft(
  deps: CatalogueDeps,
  id: string,
  fields: Record<string, unknown>,
): Promise<IngestView> {
  const row = await liveIngestRow(deps.db, id);
  const check = checkDraft(fields, row.duration > 0 ? row.duration : null);
  if (!check.ok) throw badInput(check.tip);
  const draft = check.draft;
  if (draft.actorId !== null) {
    const [actor] = await deps.db.select().from(actors).where(eq(actors.id, draft.actorId));
    if (!actor) throw badInput(TIP_ACTOR_UNKNOWN);
  }
  const saved = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(videoIngests)
      .set({ draft, updatedAt: new Date(deps.now()) })
      .where(eq(videoIngests.id, id))
      .returning();
    if (row.videoId !== null) {
      await tx.update(videos).set(videoColumns(row, draft)).where(eq(videos.id, row.videoId));
      await setTags(tx, row.videoId, row.draft, draft);
    }
    return updated!;
  });
  return ingestView(saved);
}

/**
 * Publishes a ready ingest with its draft: now, or from `atMs` (a later time: until then no
 * list, search or play shows it). Publishing a taken-down video again restores it.
 */
export async function publish(
  deps: CatalogueDeps,
  id: string,
  options: { atMs?: number } = {},
): Promise<IngestView> {
  const row = await liveIngestRow(deps.db, id);
  if (row.state !== 'ready') throw badInput(TIP_NOT_READY);
  if (!row.draft) throw badInput(TIP_NO_DRAFT);
  const nowMs = deps.now();
  if (options.atMs !== undefined && options.atMs < nowMs) throw badInput(TIP_PUBLISH_PAST);
  const from = new Date(options.atMs ?? nowMs);
  const draft = row.draft;
  const saved = await deps.db.transaction(async (tx) => {
    const values = {
      ...videoColumns(row, draft),
      status: 'published' as const,
      publishedAt: from,
      visibleFrom: from,
    };
    // Locked and read again: two publishes at once make one catalogue row, not two.
    const [locked] = await tx
      .select({ videoId: videoIngests.videoId })
      .from(videoIngests)
      .where(eq(videoIngests.id, id))
      .for('update');
    let videoId = locked!.videoId;
    if (videoId === null) {
      const [made] = await tx
        .insert(videos)
        .values({ ...values, clip: ingestClipOf(id) })
        .returning({ id: videos.id });
      videoId = made!.id;
    } else {
      await tx.update(videos).set(values).where(eq(videos.id, videoId));
    }
    await setTags(tx, videoId, row.draft, draft);
    const [updated] = await tx
      .update(videoIngests)
      .set({ videoId, updatedAt: new Date(nowMs) })
      .where(eq(videoIngests.id, id))
      .returning();
    return updated!;
  });
  return ingestView(saved);
}

/**
 * Takes a published video down: out of every list and search, and no longer playable, except
 * by whoever bought it (or its collection): a purchase is kept (docs/media-api.md).
 */
export async function unpublish(deps: CatalogueDeps, id: string): Promise<IngestView> {
  const row = await liveIngestRow(deps.db, id);
  if (row.videoId === null) throw badInput(TIP_NOT_PUBLISHED);
  await deps.db.transaction(async (tx) => {
    await tx.update(videos).set({ status: 'unpublished' }).where(eq(videos.id, row.videoId!));
    await tx
      .update(videoIngests)
      .set({ updatedAt: new Date(deps.now()) })
      .where(eq(videoIngests.id, id));
  });
  return ingestView(await liveIngestRow(deps.db, id));
}

/**
 * Deletes an ingested video: the catalogue row is retired (kept for the purchases, comments and
 * ledger that name it, shown and played nowhere), every file removed from the store (disk or
 * S3). A transcoding still running removes what it stores when it ends (ingests.ts).
 */
export async function deleteVideo(
  deps: Pick<IngestDeps, 'db' | 'now' | 'store' | 'paths'>,
  id: string,
): Promise<void> {
  const row = await liveIngestRow(deps.db, id);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(videoIngests)
      .set({ deletedAt: new Date(deps.now()), updatedAt: new Date(deps.now()) })
      .where(eq(videoIngests.id, id));
    if (row.videoId !== null)
      await tx.update(videos).set({ status: 'retired' }).where(eq(videos.id, row.videoId));
  });
  await removeIngestFiles(deps, row);
}

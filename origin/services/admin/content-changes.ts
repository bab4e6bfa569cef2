// The console's changes to videos (docs/admin-api.md "Content"): each runs the ingestion core's
// own operation (services/video/ingest*.ts, video-placement.ts) on the transaction that writes
// its audit row, so both commit or neither does; a refused change throws before any row.
import type { AuditAction } from '@/lib/domain/admin/audit';
import type { PLACE_TARGETS } from '@/lib/protocol/calls/admin/content';
import type { IngestRow } from '@/lib/protocol/shapes/admin/content';

import type { Db } from '../../db/client';
import { badInput, notFound } from '../../http/envelope';
import { deleteVideo, publish, saveDraft, unpublish } from '../video/ingest-catalogue';
import { TIP_INGEST_SOURCE_GONE } from '../video/ingest-source';
import { liveIngestRow } from '../video/ingest-view';
import { ingestSource, queueIngest, type IngestDeps } from '../video/ingests';
import {
  placeInCollection,
  placeInSection,
  placeInTopic,
  removeFromSection,
} from '../video/video-placement';
import { writeAudit } from './audit';
import { isOperatorUpload } from './content-uploads';
import { contentRow } from './content-view';

export const TIP_PLACE_UNPUBLISHED = '请先发布视频，再设置所在位置';
export const TIP_SECTION_REQUIRED = '请选择首页栏目';

/** Who makes the change: the session's operator and the browser's address. */
export type ContentActor = { operatorId: number; address: string };

type Change = { before?: unknown; after?: unknown };

/** Runs `change` and its audit row in one transaction; the ingest as the console then shows it. */
async function audited(
  deps: IngestDeps,
  actor: ContentActor,
  action: AuditAction,
  id: string,
  change: (tx: Db) => Promise<Change>,
): Promise<IngestRow | null> {
  await deps.db.transaction(async (tx) => {
    const { before, after } = await change(tx);
    const entry = { ...actor, action, target: `ingest:${id}`, before, after };
    await writeAudit(tx, entry, deps.now());
  });
  return action === 'video.delete' ? null : contentRow(deps.db, id, deps.now());
}

/** ingest/start: this operator's finished upload into the transcoding queue (after commit). */
export async function startIngest(
  deps: IngestDeps,
  actor: ContentActor,
  uploadId: string,
): Promise<IngestRow> {
  if (!(await isOperatorUpload(deps.db, uploadId, actor.operatorId)))
    throw notFound(TIP_INGEST_SOURCE_GONE);
  // The job reads the row (on the database, not this transaction): it is queued only once the
  // row and its audit row are committed.
  const id = await deps.db.transaction(async (tx) => {
    const started = await ingestSource(
      { ...deps, db: tx, queue: () => undefined },
      { uploadId, operatorId: actor.operatorId },
    );
    const entry = { ...actor, action: 'video.ingest' as const, target: `ingest:${started.id}` };
    await writeAudit(tx, { ...entry, after: { uploadId, state: started.state } }, deps.now());
    return started.id;
  });
  queueIngest(deps, id, actor.operatorId);
  return contentRow(deps.db, id, deps.now());
}

export function saveContentDraft(
  deps: IngestDeps,
  actor: ContentActor,
  id: string,
  fields: Record<string, unknown>,
) {
  return audited(deps, actor, 'video.draft', id, async (tx) => {
    const before = (await liveIngestRow(tx, id)).draft;
    const saved = await saveDraft({ db: tx, now: deps.now }, id, fields);
    return { before, after: saved.draft };
  });
}

export function publishContent(deps: IngestDeps, actor: ContentActor, id: string, atMs?: number) {
  return audited(deps, actor, 'video.publish', id, async (tx) => {
    const before = await contentRow(tx, id, deps.now());
    const options = atMs === undefined ? {} : { atMs };
    await publish({ db: tx, now: deps.now }, id, options);
    const after = await contentRow(tx, id, deps.now());
    return {
      before: { publication: before.publication, publishAt: before.publishAt },
      after: { publication: after.publication, publishAt: after.publishAt, videoId: after.videoId },
    };
  });
}

export function unpublishContent(deps: IngestDeps, actor: ContentActor, id: string) {
  return audited(deps, actor, 'video.unpublish', id, async (tx) => {
    const before = await contentRow(tx, id, deps.now());
    await unpublish({ db: tx, now: deps.now }, id);
    return { before: { publication: before.publication }, after: { publication: 'unpublished' } };
  });
}

export async function deleteContent(deps: IngestDeps, actor: ContentActor, id: string) {
  await audited(deps, actor, 'video.delete', id, async (tx) => {
    const before = await contentRow(tx, id, deps.now());
    await deleteVideo({ ...deps, db: tx }, id);
    return { before: { publication: before.publication, videoId: before.videoId } };
  });
}

export type Placement = {
  target: (typeof PLACE_TARGETS)[number];
  targetId?: number | undefined;
  remove?: boolean | undefined;
  sort?: number | undefined;
};

async function place(tx: Db, videoId: number, p: Placement): Promise<void> {
  const sort = p.sort ?? 0;
  if (p.target === 'collection')
    return placeInCollection(tx, videoId, p.remove ? null : (p.targetId ?? null), sort);
  if (p.target === 'topic')
    return placeInTopic(tx, videoId, p.remove ? null : (p.targetId ?? null), sort);
  if (p.targetId === undefined) throw badInput(TIP_SECTION_REQUIRED);
  if (p.remove) return removeFromSection(tx, videoId, p.targetId);
  return placeInSection(tx, videoId, p.targetId, sort);
}

/** A collection, a topic or a home section for a video published at least once. */
export function placeContent(deps: IngestDeps, actor: ContentActor, id: string, p: Placement) {
  return audited(deps, actor, 'video.place', id, async (tx) => {
    const row = await liveIngestRow(tx, id);
    if (row.videoId === null) throw badInput(TIP_PLACE_UNPUBLISHED);
    await place(tx, row.videoId, p);
    return { after: { videoId: row.videoId, ...p } };
  });
}

// The console's live channels (docs/admin-api.md "Platform"): what services/live/live.ts serves
// as the guide. A channel's source is one of the origin's own landscape clips, the only media a
// live playlist can loop and sign (services/live/playlists.ts); anything else is refused.
import { asc, eq } from 'drizzle-orm';

import { TIP_LIVE_CATEGORY, TIP_LIVE_SOURCE } from '@/lib/domain/admin/platform';
import type { LiveList, LiveRow } from '@/lib/protocol/shapes/admin/platform';

import type { Db } from '../../db/client';
import { liveCategories, liveChannels } from '../../db/schema/live';
import { badInput } from '../../http/envelope';
import { CLIPS, isPortrait } from '../video/media-library';
import { auditedChange, found, type PlatformActor, type PlatformDeps } from './platform-audit';

/** The clips a channel may loop: the landscape ones (portrait ones are the shorts feed's). */
export const LIVE_SOURCES = CLIPS.filter((c) => !isPortrait(c)).map((c) => ({
  value: c.key as string,
  label: `${c.look}（${c.key}）`,
}));

/** The generic covers the seed gives channels (/covers/c-01.jpg … c-12.jpg). */
export const LIVE_COVERS = Array.from(
  { length: 12 },
  (_, i) => `/covers/c-${String(i + 1).padStart(2, '0')}.jpg`,
);

const columns = {
  id: liveChannels.id,
  name: liveChannels.name,
  cover: liveChannels.cover,
  categoryId: liveChannels.categoryId,
  categoryName: liveCategories.name,
  programme: liveChannels.programme,
  clip: liveChannels.clip,
  baseViewers: liveChannels.baseViewers,
  featured: liveChannels.featured,
  sort: liveChannels.sort,
  enabled: liveChannels.enabled,
};

function channels(db: Db, id?: number) {
  return db
    .select(columns)
    .from(liveChannels)
    .innerJoin(liveCategories, eq(liveCategories.id, liveChannels.categoryId))
    .where(id === undefined ? undefined : eq(liveChannels.id, id))
    .orderBy(asc(liveChannels.sort), asc(liveChannels.id));
}

export async function listLive(db: Db): Promise<LiveList> {
  const categories = await db
    .select({ id: liveCategories.id, name: liveCategories.name })
    .from(liveCategories)
    .orderBy(asc(liveCategories.sort), asc(liveCategories.id));
  return { items: await channels(db), categories, sources: LIVE_SOURCES, covers: LIVE_COVERS };
}

export type LiveFields = Omit<LiveRow, 'id' | 'categoryName'>;

async function checkLive(tx: Db, fields: LiveFields, oldCover?: string): Promise<void> {
  if (!LIVE_SOURCES.some((s) => s.value === fields.clip)) throw badInput(TIP_LIVE_SOURCE);
  // A seeded cover kept as it is, or one of the generic covers.
  if (fields.cover !== oldCover && !LIVE_COVERS.includes(fields.cover))
    throw badInput('请从列表中选择封面');
  const [category] = await tx
    .select({ id: liveCategories.id })
    .from(liveCategories)
    .where(eq(liveCategories.id, fields.categoryId));
  if (!category) throw badInput(TIP_LIVE_CATEGORY);
}

export function saveLive(
  deps: PlatformDeps,
  actor: PlatformActor,
  id: number | undefined,
  fields: LiveFields,
): Promise<LiveRow> {
  return auditedChange(deps, actor, 'live.save', async (tx) => {
    const [before] = id === undefined ? [] : await channels(tx, id);
    if (id !== undefined) found(before);
    await checkLive(tx, fields, before?.cover);
    const epoch = new Date(deps.now());
    let savedId = id;
    if (id === undefined) {
      const [row] = await tx
        .insert(liveChannels)
        .values({ ...fields, epoch })
        .returning({ id: liveChannels.id });
      savedId = row!.id;
    } else {
      // A new source starts its loop now; the same one keeps its place in the loop.
      const restart = before!.clip === fields.clip ? {} : { epoch };
      await tx
        .update(liveChannels)
        .set({ ...fields, ...restart })
        .where(eq(liveChannels.id, id));
    }
    const [after] = await channels(tx, savedId);
    return { target: `live:${savedId}`, before, after, result: after! };
  });
}

export function deleteLive(deps: PlatformDeps, actor: PlatformActor, id: number) {
  return auditedChange(deps, actor, 'live.delete', async (tx) => {
    const [before] = await channels(tx, id);
    found(before);
    await tx.delete(liveChannels).where(eq(liveChannels.id, id));
    return { target: `live:${id}`, before, result: { id } };
  });
}

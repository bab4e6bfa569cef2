// Live TV's guide (live/home, live/recommended; docs/live-api.md) and the lookup the playlist
// routes use. The channel table is small (an operator's line-up), so ordering by the live
// audience — a function of the clock, not a column — happens here, after one read.
import { and, asc, eq } from 'drizzle-orm';

import { LIVE_ALL_CATEGORY, livePlaybackId } from '@/lib/domain/live/live';
import type { LiveChannel, LiveHome } from '@/lib/protocol/shapes/live';

import type { Db } from '../../db/client';
import { liveCategories, liveChannels } from '../../db/schema/live';
import { liveViewers } from './clock';
import type { PageOf } from '../video/media-types';
import { pageOf, type PageRequest } from '../platform/paging';

const channelColumns = {
  id: liveChannels.id,
  name: liveChannels.name,
  cover: liveChannels.cover,
  categoryId: liveChannels.categoryId,
  categoryName: liveCategories.name,
  programme: liveChannels.programme,
  baseViewers: liveChannels.baseViewers,
};

function channelOf(row: Awaited<ReturnType<typeof onAir>>[number], nowMs: number): LiveChannel {
  const { baseViewers, ...rest } = row;
  return {
    ...rest,
    viewers: liveViewers(baseViewers, row.id, nowMs),
    playId: livePlaybackId(row.id),
  };
}

/** Enabled channels matching `where`, in the operator's order. */
function onAir(db: Db, where?: ReturnType<typeof eq>) {
  return db
    .select(channelColumns)
    .from(liveChannels)
    .innerJoin(liveCategories, eq(liveCategories.id, liveChannels.categoryId))
    .where(and(eq(liveChannels.enabled, true), where))
    .orderBy(asc(liveChannels.sort), asc(liveChannels.id));
}

export async function liveHome(
  db: Db,
  channelId: number | undefined,
  nowMs: number,
): Promise<LiveHome> {
  const categories = await db
    .select({ id: liveCategories.id, name: liveCategories.name })
    .from(liveCategories)
    .orderBy(asc(liveCategories.sort), asc(liveCategories.id));
  const featured = await onAir(db, eq(liveChannels.featured, true));
  const [channel] = channelId === undefined ? [] : await onAir(db, eq(liveChannels.id, channelId));
  return {
    categories,
    featured: featured.map((row) => channelOf(row, nowMs)),
    channel: channel ? channelOf(channel, nowMs) : null,
  };
}

/** Enabled channels, most watched now first (ties by id); LIVE_ALL_CATEGORY for every category. */
export async function liveRecommended(
  db: Db,
  categoryId: number,
  request: PageRequest,
  nowMs: number,
): Promise<PageOf<LiveChannel>> {
  const rows = await onAir(
    db,
    categoryId === LIVE_ALL_CATEGORY ? undefined : eq(liveChannels.categoryId, categoryId),
  );
  const all = rows
    .map((row) => channelOf(row, nowMs))
    .sort((a, b) => b.viewers - a.viewers || a.id - b.id);
  const list = all.slice(request.offset, request.offset + request.pageSize);
  return pageOf(list, request, all.length);
}

/** What the playlist routes need of a channel on air. */
export type LivePlay = { clip: string; epochMs: number };

const PLAY_MEMO_MS = 10_000;
const PLAY_MEMO_MAX = 1_000;

/** The clip and epoch of an enabled channel, or null (the master playlist: one read per play). */
export async function livePlay(db: Db, channelId: number): Promise<LivePlay | null> {
  const [row] = await db
    .select({ clip: liveChannels.clip, epoch: liveChannels.epoch })
    .from(liveChannels)
    .where(and(eq(liveChannels.id, channelId), eq(liveChannels.enabled, true)));
  return row ? { clip: row.clip, epochMs: row.epoch.getTime() } : null;
}

/**
 * livePlay memoised briefly, for /cdn/vid: a player fetches a playlist or segment every few
 * seconds, and taking a channel off air may take that long to reach its viewers.
 */
export function livePlayLookup(
  db: Db,
  now: () => number,
): (channelId: number) => Promise<LivePlay | null> {
  const memo = new Map<number, { play: LivePlay | null; at: number }>();
  return async (channelId) => {
    const hit = memo.get(channelId);
    const age = hit ? now() - hit.at : -1;
    // A clock that went back (tests) finds nothing fresh.
    if (hit && age >= 0 && age < PLAY_MEMO_MS) return hit.play;
    const play = await livePlay(db, channelId);
    if (memo.size >= PLAY_MEMO_MAX) memo.clear();
    memo.set(channelId, { play, at: now() });
    return play;
  };
}

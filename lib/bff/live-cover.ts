import 'server-only';

import { unstable_cache } from 'next/cache';

import { servableCover } from '@/lib/domain/video/first-covers';
import type { CallOutput } from '@/lib/protocol/call-table';

import { CATALOGUE_TAG, CATALOGUE_TTL_SECONDS, SERVICE_CLIENT } from './catalogue';
import { getBffConfig, type BffConfig } from './env';
import { callOrigin } from './origin-call';
import { playerCover } from './player-cover';

// The live player's poster for /liveTv/livePlay?id= (issue 36): the channel as the public guide
// shows it (live/home with channelId, read with the web server's own identity), so the page
// arrives with its cover served by /api/cover and drawn without script, as /play/longVideo's.
// The stream is untouched: its playlist stays the browser's own, signed with its session.

export type LiveChannelCard = NonNullable<CallOutput<'live/home'>['channel']>;

/** Channel `id` as the guide shows it, straight from the origin; null when off air or refused. */
export async function fetchLiveChannel(
  id: number,
  bff?: BffConfig,
): Promise<LiveChannelCard | null> {
  const config = bff ?? (await getBffConfig());
  if (!config.serviceToken) return null;
  const envelope = await callOrigin(
    config,
    'live/home',
    { channelId: id },
    { token: config.serviceToken, ...SERVICE_CLIENT },
  );
  if (envelope.code !== 200) return null;
  return (envelope.data as CallOutput<'live/home'>).channel;
}

// One answer per channel serves every visitor for a few seconds; a failure throws inside the
// cache so it is never kept. The origin's address is part of the key.
const cachedCover = unstable_cache(
  async (id: number, _origin: string): Promise<string> => {
    const cover = servableCover((await fetchLiveChannel(id))?.cover);
    if (cover === null) throw new Error(`no servable cover for channel ${id}`);
    return cover;
  },
  [CATALOGUE_TAG, 'live-cover'],
  { revalidate: CATALOGUE_TTL_SECONDS, tags: [CATALOGUE_TAG] },
);

async function loadCachedCover(id: number): Promise<string> {
  const config = await getBffConfig();
  if (!config.serviceToken) throw new Error('no service identity');
  return cachedCover(id, config.originUrl.href);
}

/**
 * The cover path of channel `id` for a page being rendered, offered to /api/cover; null when
 * served covers are off or it is not there in time (the poster then loads as it always did).
 */
export function liveCover(
  id: number,
  load: (id: number) => Promise<string> = loadCachedCover,
): Promise<string | null> {
  return playerCover(id, load);
}

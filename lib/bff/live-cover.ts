import 'server-only';

import type { CallOutput } from '@/lib/protocol/call-table';

import { serviceRead } from './catalogue';
import type { BffConfig } from './env';
import { cachedCoverReader, playerCover } from './player-cover';

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
  return (await serviceRead('live/home', { channelId: id }, bff))?.channel ?? null;
}

const loadCachedCover = cachedCoverReader(
  'live-cover',
  async (id) => (await fetchLiveChannel(id))?.cover,
);

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

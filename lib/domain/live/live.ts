// Live TV rules (§7 Live, /liveTv and /liveTv/livePlay; docs/live-api.md): how a channel is named
// to the playlist route, where its play page is, and what the screens say when it is gone. The
// origin and the screens both import these.

/** A channel plays from the one playlist route (§7 Playback) under this id: `live-<channel id>`. */
export const LIVE_PLAYBACK_PREFIX = 'live-';
const LIVE_PLAYBACK_ID = /^live-([1-9][0-9]{0,9})$/;

export function livePlaybackId(channelId: number): string {
  return `${LIVE_PLAYBACK_PREFIX}${channelId}`;
}

/** The channel id a playback id names, or null when it is not a live one. */
export function liveChannelIdOf(playbackId: string): number | null {
  const m = LIVE_PLAYBACK_ID.exec(playbackId);
  const id = m ? Number(m[1]) : NaN;
  return id <= 2_147_483_647 ? id : null;
}

/** The play page of a channel; its name travels with it (§2: ids and names are query values). */
export function livePlayPath(channel: { id: number; name?: string }): string {
  const query = new URLSearchParams({ id: String(channel.id) });
  if (channel.name) query.set('name', channel.name);
  return `/liveTv/livePlay?${query}`;
}

/** The category that lists every channel. */
export const LIVE_ALL_CATEGORY = 0;

/** Segments a live playlist lists at once (a sliding window over the channel's loop). */
export const LIVE_WINDOW_SEGMENTS = 6;

export const TIP_LIVE_NOT_FOUND = '直播频道不存在或已下线';

/** One answer that lists channels (live/home, a page of live/recommended) and when it came. */
export interface ViewerSighting {
  at: number;
  channels: readonly { id: number; viewers: number }[];
}

/**
 * Each channel's audience from the newest answer that lists it. The origin counts the audience
 * at the moment of each call (docs/live-api.md), and the guide asks live/home (热门) and
 * live/recommended (全部) at different moments: each list printed its own count, so one channel
 * read 4.7万 in 热门 and 4.8万 in 全部 on the same screen (issue 35). One count per channel.
 */
export function newestViewers(sightings: readonly ViewerSighting[]): Map<number, number> {
  const newest = new Map<number, { at: number; viewers: number }>();
  for (const { at, channels } of sightings) {
    for (const { id, viewers } of channels) {
      const seen = newest.get(id);
      if (!seen || at > seen.at) newest.set(id, { at, viewers });
    }
  }
  return new Map([...newest].map(([id, { viewers }]) => [id, viewers]));
}

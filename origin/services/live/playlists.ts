// Live channel playlists (docs/live-api.md "The live playlist"). The master is the clip's own,
// its variants pointing at /cdn/vid/live/<channel>/<variant>.m3u8; that route renders a sliding
// window over the clip's segments looped since the channel's epoch (live-clock.ts), each URI
// the clip's real file signed exactly as a VOD segment (vid-playlists.ts vidUrl).
import { LIVE_WINDOW_SEGMENTS, livePlaybackId } from '@/lib/domain/live/live';

import { liveWindow } from './clock';
import { VARIANT_PLAYLIST, vidUrl, type Playlist } from '../video/vid-playlists';
import type { VidGrant, VidSigner } from '../video/vid-sign';

/** The folder under /cdn/vid of the live media playlists (no clip is named so). */
export const LIVE_VID_DIR = 'live';
/** A rendition's folder name, as make-clips.ts writes them (240p, 480p). */
const VARIANT_RE = /^[0-9a-z]{1,16}$/;

/** The path under /cdn/vid of a channel's live media playlist of one rendition. */
export function livePlaylistTarget(channelId: number, variant: string): string {
  return `${LIVE_VID_DIR}/${channelId}/${variant}.m3u8`;
}

/** `[channelId, variant]` of a live playlist path's segments, or null when it is not one. */
export function parseLiveTarget(segments: readonly string[]): [number, string] | null {
  const [dir, id, file] = segments;
  const variant = /^(.+)\.m3u8$/.exec(file ?? '')?.[1] ?? '';
  if (segments.length !== 3 || dir !== LIVE_VID_DIR || !/^[1-9][0-9]{0,9}$/.test(id ?? ''))
    return null;
  return VARIANT_RE.test(variant) ? [Number(id), variant] : null;
}

/** The clip's master with every variant URI turned into the channel's live playlist. */
export function renderLiveMaster(
  master: Playlist,
  clip: string,
  channelId: number,
  base: string,
  signer: VidSigner,
  grant: VidGrant,
): string {
  const live = (target: string) => {
    const [folder, variant, file] = target.split('/');
    if (folder !== clip || file !== VARIANT_PLAYLIST || !VARIANT_RE.test(variant ?? ''))
      throw new Error(`${clip}/master.m3u8 names ${target}, not a rendition's playlist`);
    return vidUrl(base, livePlaylistTarget(channelId, variant!), grant, signer);
  };
  const out = master.lines.map((line) => {
    if (line.kind === 'text') return line.text;
    if (line.kind === 'tag-uri') return `${line.before}${live(line.target)}${line.after}`;
    return live(line.target);
  });
  return `${out.join('\n')}\n`;
}

export type LiveMediaInput = {
  /** The rendition's VOD media playlist (`<clip>/<variant>/index.m3u8`), parsed. */
  variant: Playlist;
  epochMs: number;
  nowMs: number;
  base: string;
  signer: VidSigner;
  grant: VidGrant;
};

/**
 * The live media playlist at `nowMs`: no ENDLIST and no PLAYLIST-TYPE (a player reloads it every
 * target duration); a DISCONTINUITY, then the init segment again, where the loop restarts.
 */
export function renderLiveMedia(input: LiveMediaInput): string {
  const { variant, base, signer, grant } = input;
  const url = (target: string) => vidUrl(base, target, grant, signer);
  const map = variant.lines.find((l) => l.kind === 'tag-uri' && l.before.startsWith('#EXT-X-MAP:'));
  const mapLine = map?.kind === 'tag-uri' ? `${map.before}${url(map.target)}${map.after}` : null;
  const segments = [...variant.segments].map(([target, { start, end }]) => ({
    target,
    duration: end - start,
  }));
  const durations = segments.map((s) => s.duration);
  const window = liveWindow(durations, input.epochMs, input.nowMs, LIVE_WINDOW_SEGMENTS);
  const out = [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    // RFC 8216: every EXTINF, rounded to the nearest integer, is at most the target duration.
    `#EXT-X-TARGETDURATION:${Math.max(1, Math.round(Math.max(...durations)))}`,
    `#EXT-X-MEDIA-SEQUENCE:${window.mediaSequence}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${window.discontinuitySequence}`,
    '#EXT-X-INDEPENDENT-SEGMENTS',
  ];
  if (mapLine) out.push(mapLine);
  for (const entry of window.entries) {
    if (entry.discontinuity) {
      out.push('#EXT-X-DISCONTINUITY');
      if (mapLine) out.push(mapLine);
    }
    const segment = segments[entry.segment]!;
    out.push(`#EXTINF:${segment.duration.toFixed(6)},`, url(segment.target));
  }
  return `${out.join('\n')}\n`;
}

/** The grant a channel's links carry: the whole clip (p = 0), for `live-<id>`. */
export function liveGrant(channelId: number, e: number): VidGrant {
  return { e, p: 0, v: livePlaybackId(channelId) as `live-${number}` };
}

// GET /cdn/vid/* – the VID lines: HLS playlists and fMP4 segments from <mediaDir>/vid, only with
// a valid signed query (services/video/vid-sign.ts). Playlists are served rewritten (absolute, signed
// URIs on the host the player used; cut short for a preview); segments past a preview are
// refused. A live channel's media playlists (live/<channel>/<variant>.m3u8) are rendered from
// the clock (services/live/playlists.ts). CORS open, byte ranges for Safari's native player.
import { Hono, type Context } from 'hono';

import { aiVideoIdOf } from '@/lib/domain/ai/video';
import { TIP_LIVE_NOT_FOUND, liveChannelIdOf, livePlaybackId } from '@/lib/domain/live/live';
import { CODES } from '@/lib/protocol/codes';
import type { LivePlay } from '../../services/live/live';
import { LIVE_VID_DIR, parseLiveTarget, renderLiveMedia } from '../../services/live/playlists';
import type { ByteRange, MediaFile } from '../../services/video/media-files';
import {
  VARIANT_PLAYLIST,
  renderPlaylist,
  type VidLibrary,
} from '../../services/video/vid-playlists';
import type { VidGrant, VidSigner } from '../../services/video/vid-sign';
import { CORS_HEADERS, safeSegments } from '../platform/cdn';

export const CDN_VID_PREFIX = '/cdn/vid/';
export const TIP_VID_EXPIRED = '视频链接已失效，请刷新重试';
export const TIP_VID_NOT_FOUND = '视频不存在';

const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';
const CONTENT_TYPES: Record<string, string> = {
  m3u8: PLAYLIST_TYPE,
  mp4: 'video/mp4',
  m4s: 'video/mp4',
};

/** How long a shared cache may keep a variant playlist (s-maxage): an operator's change of a
 * video's file reaches new viewers this soon, while a segment's bytes never change under its URL. */
export const VID_PLAYLIST_MAX_AGE = 60;

/**
 * The Cache-Control of a served VID file, `left` seconds before its link expires. The grant is
 * in the URL and the same for every viewer of the video (the expiry is bucketed), so a CDN or
 * shared proxy may keep the answer until the link expires: one origin request per file, not per
 * viewer. After that the URL is refused (403 `no-store`), so no cache outlives its grant. The
 * player's own cache keeps a playlist until the link expires (the next clip's prefetch).
 */
export function vidCacheControl(extension: string, left: number): string {
  const seconds = Math.max(0, left);
  if (extension === 'm3u8')
    return `public, max-age=${seconds}, s-maxage=${Math.min(seconds, VID_PLAYLIST_MAX_AGE)}`;
  return `public, max-age=${seconds}, immutable`;
}

export type CdnVidOptions = {
  find: (segments: string[]) => Promise<MediaFile | null>;
  library: VidLibrary;
  signer: VidSigner;
  /** The VID lines of the config (`…/cdn/vid`); a request to one of their hosts gets that line back. */
  lines: readonly string[];
  /** Milliseconds since the epoch. */
  now: () => number;
  /** The clip folder a video plays (e.g. 'clip-1'), or null for an unknown video. */
  clipOf: (videoId: number) => Promise<string | null>;
  /** A live channel's clip and epoch, or null when it is unknown or off air (none: no channels). */
  liveOf?: (channelId: number) => Promise<LivePlay | null>;
  /** A 图生视频 order's clip while it is done and not hidden, or null (none: no such orders). */
  aiVideoOf?: (orderId: number) => Promise<string | null>;
};

const VID_HEADERS = {
  ...CORS_HEADERS,
  'access-control-expose-headers': 'content-length, content-range, accept-ranges',
} as const;

function refuse(c: Context, status: 403 | 404, code: number, tip: string, msg: string) {
  return c.json({ code, data: null, tip, msg }, status, {
    ...VID_HEADERS,
    'cache-control': 'no-store',
  });
}

/**
 * One `bytes=` range of a file of `size` bytes; 'unsatisfiable' for 416; null to ignore the
 * header and send the whole file (absent, malformed, or several ranges, as RFC 9110 allows).
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | null {
  const m = header === undefined ? null : /^bytes=(\d{0,15})-(\d{0,15})$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size) return 'unsatisfiable';
  return end < start ? null : { start, end };
}

export function createCdnVidRoutes({
  find,
  library,
  signer,
  lines,
  now,
  clipOf,
  liveOf = async () => null,
  aiVideoOf = async () => null,
}: CdnVidOptions): Hono {
  const lineByHost = new Map(lines.map((line) => [new URL(line).host, line]));
  const app = new Hono();
  // The clip a link's grant may open: its video's, its live channel's while on air, or its
  // 图生视频 order's while its owner keeps it.
  const clipOfGrant = async (v: VidGrant['v']) => {
    if (typeof v === 'number') return clipOf(v);
    const orderId = aiVideoIdOf(v);
    if (orderId !== null) return aiVideoOf(orderId);
    const channelId = liveChannelIdOf(v);
    return channelId === null ? null : ((await liveOf(channelId))?.clip ?? null);
  };

  const baseOf = (url: URL) =>
    lineByHost.get(url.host) ?? `${url.origin}${CDN_VID_PREFIX.slice(0, -1)}`;

  // live/<channel>/<variant>.m3u8: the channel's window now, for a link issued for that channel.
  async function serveLive(c: Context, url: URL, segments: string[], grant: VidGrant) {
    const live = parseLiveTarget(segments);
    if (!live || grant.v !== livePlaybackId(live[0]))
      return refuse(c, 404, CODES.notFound, TIP_VID_NOT_FOUND, 'not_found');
    const play = await liveOf(live[0]);
    const variant = play && (await library.playlist(`${play.clip}/${live[1]}/${VARIANT_PLAYLIST}`));
    if (!variant) return refuse(c, 404, CODES.notFound, TIP_LIVE_NOT_FOUND, 'not_found');
    const { epochMs } = play;
    const text = renderLiveMedia({
      variant,
      epochMs,
      nowMs: now(),
      base: baseOf(url),
      signer,
      grant,
    });
    // The window moves every segment: a cached copy would stall the player.
    return c.body(text, 200, {
      ...VID_HEADERS,
      'content-type': PLAYLIST_TYPE,
      'cache-control': 'no-store',
    });
  }

  app.options(`${CDN_VID_PREFIX}*`, (c) =>
    c.body(null, 204, {
      ...VID_HEADERS,
      'access-control-allow-methods': 'GET, HEAD, OPTIONS',
      'access-control-allow-headers': 'range',
      'access-control-max-age': '86400',
    }),
  );

  app.get(`${CDN_VID_PREFIX}*`, async (c) => {
    const url = new URL(c.req.url);
    // The raw (still encoded) path: Hono's decoded one would hide %2F and %2e%2e.
    const segments = safeSegments(url.pathname, CDN_VID_PREFIX);
    const extension = segments?.at(-1)?.split('.').at(-1) ?? '';
    const type = CONTENT_TYPES[extension];
    if (!segments || !type) return refuse(c, 404, CODES.notFound, TIP_VID_NOT_FOUND, 'not_found');

    const target = segments.join('/');
    const q = url.searchParams;
    const checked = signer.verify(target, {
      e: q.get('e'),
      p: q.get('p'),
      v: q.get('v'),
      s: q.get('s'),
    });
    const expired = () => refuse(c, 403, CODES.badSignature, TIP_VID_EXPIRED, 'bad_signature');
    if (!checked.ok) return expired();
    const { grant } = checked;
    if (segments[0] === LIVE_VID_DIR) return serveLive(c, url, segments, grant);
    // The link's video must play this file (now): a link for one video opens no other's files.
    if ((await clipOfGrant(grant.v)) !== segments[0]) return expired();
    if (extension === 'm4s' && !(await library.allowsSegment(target, grant.p))) return expired();

    const found = await find(segments);
    if (!found) return refuse(c, 404, CODES.notFound, TIP_VID_NOT_FOUND, 'not_found');
    const headers: Record<string, string> = {
      ...VID_HEADERS,
      'content-type': type,
      'x-content-type-options': 'nosniff',
      'cache-control': vidCacheControl(extension, grant.e - Math.ceil(now() / 1000)),
    };

    if (extension === 'm3u8') {
      const playlist = await library.playlist(target);
      if (!playlist) return refuse(c, 404, CODES.notFound, TIP_VID_NOT_FOUND, 'not_found');
      return c.body(renderPlaylist(playlist, baseOf(url), grant, signer), 200, headers);
    }
    return sendMedia(c, found, headers);
  });

  return app;
}

async function sendMedia(c: Context, found: MediaFile, headers: Record<string, string>) {
  headers['accept-ranges'] = 'bytes';
  headers['last-modified'] = found.mtime.toUTCString();
  const range = parseRange(c.req.header('range'), found.size);
  if (range === 'unsatisfiable') {
    // An error about one request's header: never kept by a shared cache.
    return c.body(null, 416, {
      ...headers,
      'cache-control': 'no-store',
      'content-range': `bytes */${found.size}`,
    });
  }
  if (range) {
    const body = await found.read(range);
    return c.body(body, 206, {
      ...headers,
      'content-range': `bytes ${range.start}-${range.start + body.byteLength - 1}/${found.size}`,
      'content-length': String(body.byteLength),
    });
  }
  const body = await found.read();
  return c.body(body, 200, { ...headers, 'content-length': String(body.byteLength) });
}

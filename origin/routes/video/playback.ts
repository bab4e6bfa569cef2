// GET /api/app/media/h5/m3u8/:id – the player's playlist (docs/protocol.md "Playback"): the master
// playlist of the video's clip, its variants absolute on VID line `line` with signed queries,
// sealed under the response key when the BFF asks (START_ENCRYPT_M3U8). `live-<channel>` answers
// the same way, its variants being the channel's live playlists (docs/live-api.md); `aiv-<order>`
// the caller's own made 图生视频 clip (docs/ai-api.md).
import type { Handler, MiddlewareHandler } from 'hono';

import { AI_VIDEO_PLAYBACK_PREFIX, aiVideoIdOf } from '@/lib/domain/ai/video';
import { LIVE_PLAYBACK_PREFIX, TIP_LIVE_NOT_FOUND, liveChannelIdOf } from '@/lib/domain/live/live';
import { linkExpiry } from '@/lib/domain/video/link-expiry';

import { encryptText } from '@/lib/protocol/cipher';
import { CODES } from '@/lib/protocol/codes';
import { MAX_ID } from '@/lib/protocol/fields';

import type { OriginEnv, RouteDeps } from '../../http/context';
import { requireSession } from '../../http/context';
import { ApiError, notFound } from '../../http/envelope';
import { playbackGate } from '../../middleware/playback-gate';
import { aiVideoClip } from '../../services/ai/video-files';
import { TIP_VIDEO_NOT_FOUND } from '../../services/ai/videos';
import type { GateCheck } from '../../services/platform/gate-batcher';
import { livePlay } from '../../services/live/live';
import { liveGrant, renderLiveMaster } from '../../services/live/playlists';
import { CLIPS } from '../../services/video/media-library';
import { isIngestedClip } from '../../services/video/ingest-paths';
import { isUploadedClip } from '../../services/platform/upload-paths';
import { TIP_NO_VIDEO } from '../../services/video/playback-types';
import { renderPlaylist, type VidLibrary } from '../../services/video/vid-playlists';
import type { VidSigner } from '../../services/video/vid-sign';

export const PLAYBACK_ROUTE = '/api/app/media/h5/m3u8/:id';

const ID_RE = /^[1-9][0-9]{0,9}$/;
const LINE_RE = /^[0-9]{1,2}$/;

export type PlaybackMedia = {
  library: VidLibrary;
  signer: VidSigner;
  /** The VID lines of the config (`…/cdn/vid`), in the order ping/config lists them. */
  lines: readonly string[];
};

function videoId(raw: string | undefined): number {
  const id = raw !== undefined && ID_RE.test(raw) ? Number(raw) : NaN;
  if (!(id <= MAX_ID)) throw notFound(TIP_NO_VIDEO);
  return id;
}

/** The gate and the handler, for app.get(PLAYBACK_ROUTE, gate, handler). */
export function playbackHandlers(
  deps: RouteDeps,
  media: PlaybackMedia,
  passGate: GateCheck,
): { gate: MiddlewareHandler<OriginEnv>; handler: Handler<OriginEnv> } {
  const { db, keys, config, now, playback } = deps;
  const gate = playbackGate(
    {
      passGate,
      signKey: keys.signKey,
      codecs: keys.codecs,
      limits: {
        ipPerMinute: config.rateLimitIpPerMinute,
        devicePerMinute: config.rateLimitDevicePerMinute,
      },
    },
    now,
  );

  // A video's master: its entitlement decides the preview cut its links carry.
  async function videoMaster(userId: number, id: number, line: string): Promise<string> {
    const granted = await playback({ db, userId, videoId: id, now: now() });
    const seed = CLIPS.find((k) => k.key === granted.clip);
    const uploaded = isUploadedClip(granted.clip) || isIngestedClip(granted.clip);
    if (!seed && !uploaded)
      throw new Error(`playback resolver named an unknown clip ${granted.clip}`);
    const clip = { key: granted.clip, duration: seed?.duration ?? granted.duration ?? 0 };
    if (!(granted.previewSeconds >= 0) || !Number.isFinite(granted.previewSeconds))
      throw new Error(`playback resolver gave previewSeconds ${granted.previewSeconds}`);
    const master = await media.library.playlist(`${clip.key}/master.m3u8`);
    if (!master) throw new Error(`${clip.key}/master.m3u8 is missing from the media folder`);
    const grant = {
      e: linkExpiry(now(), clip.duration),
      p: Math.ceil(granted.previewSeconds),
      v: id,
    };
    return renderPlaylist(master, line, grant, media.signer);
  }

  // A channel's master: any session may watch, the whole clip, as long as it is on air.
  async function liveMaster(raw: string, line: string): Promise<string> {
    const channelId = liveChannelIdOf(raw);
    const play = channelId === null ? null : await livePlay(db, channelId);
    if (channelId === null || !play) throw notFound(TIP_LIVE_NOT_FOUND);
    const master = await media.library.playlist(`${play.clip}/master.m3u8`);
    if (!master) throw new Error(`${play.clip}/master.m3u8 is missing from the media folder`);
    const seconds = CLIPS.find((k) => k.key === play.clip)?.duration ?? 0;
    const grant = liveGrant(channelId, linkExpiry(now(), seconds));
    return renderLiveMaster(master, play.clip, channelId, line, media.signer, grant);
  }

  // A made 图生视频 clip: only its owner gets the playlist, while the order is done and kept.
  async function aiVideoMaster(userId: number, raw: string, line: string): Promise<string> {
    const orderId = aiVideoIdOf(raw);
    const made = orderId === null ? null : await aiVideoClip(db, orderId, userId);
    if (orderId === null || !made) throw notFound(TIP_VIDEO_NOT_FOUND);
    const master = await media.library.playlist(`${made.clip}/master.m3u8`);
    if (!master) throw notFound(TIP_VIDEO_NOT_FOUND);
    const grant = { e: linkExpiry(now(), made.seconds), p: 0, v: `aiv-${orderId}` as const };
    return renderPlaylist(master, line, grant, media.signer);
  }

  const handler: Handler<OriginEnv> = async (c) => {
    const session = requireSession(c);
    // The web server's own identity reads the public catalogue, never a playlist.
    if (session.kind === 'service') throw new ApiError(CODES.forbidden, '服务身份不能调用此接口');
    const lineParam = c.req.query('line') ?? '';
    const line = media.lines[LINE_RE.test(lineParam) ? Number(lineParam) : 0] ?? media.lines[0];
    if (!line) throw new Error('the config has no VID line');
    const raw = c.req.param('id') ?? '';
    const text = raw.startsWith(LIVE_PLAYBACK_PREFIX)
      ? await liveMaster(raw, line)
      : raw.startsWith(AI_VIDEO_PLAYBACK_PREFIX)
        ? await aiVideoMaster(session.userId, raw, line)
        : await videoMaster(session.userId, videoId(raw), line);

    const codec = c.get('codec');
    const headers = { 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' };
    if (!codec) {
      return c.body(text, 200, { ...headers, 'content-type': 'application/vnd.apple.mpegurl' });
    }
    return c.body(await encryptText(codec.responseKey, text), 200, {
      ...headers,
      'content-type': 'text/plain; charset=utf-8',
      'x-encrypted': '1',
      'x-key-version': codec.version,
    });
  };

  return { gate, handler };
}

// Rules of the long-video player (issue 5, docs/media-api.md): which engine plays, where the
// playlist lives, where playback resumes, when a preview ends, what the paywall offers.

import type { VideoAccess } from '../video/entitlement';
import { isFinished } from './watch-progress';

export type PlaybackEngine = 'hls.js' | 'native' | 'none';

export interface EngineSupport {
  /** MediaSource or ManagedMediaSource accepts H.264 + AAC in MP4 (what hls.js needs). */
  mse: boolean;
  /** `canPlayType('application/vnd.apple.mpegurl')` answered 'maybe' or 'probably'. */
  nativeHls: boolean;
}

/**
 * hls.js wherever MSE (or Safari's ManagedMediaSource) exists; the native player only where
 * neither does (iOS Safari before 17.1, the wrapper's WKWebView). Native is not asked first:
 * desktop Chromium answers 'maybe' for HLS yet cannot play it without MSE.
 */
export function chooseEngine(support: EngineSupport): PlaybackEngine {
  if (support.mse) return 'hls.js';
  if (support.nativeHls) return 'native';
  return 'none';
}

export const PLAYLIST_PATH_PREFIX = '/api/app/media/h5/m3u8/';

/**
 * The playlist URL the player loads (same origin, the BFF signs it): the token in the query
 * because a <video> element cannot send headers; the line index only when not the first.
 */
export function playlistUrl(videoId: number | string, token: string, line: number): string {
  const query = new URLSearchParams({ token });
  if (Number.isInteger(line) && line > 0) query.set('line', String(line));
  return `${PLAYLIST_PATH_PREFIX}${encodeURIComponent(String(videoId))}?${query}`;
}

/** A saved position closer than this to the start starts from the beginning. */
export const RESUME_MARGIN_S = 5;

/**
 * Where to start: the saved position, unless it is within a few seconds of the start (nothing
 * to skip), finished (watch-progress.ts isFinished, what the history calls 已看完: start over),
 * or the video is a preview.
 */
export function resumePosition(saved: number, duration: number, previewSeconds = 0): number {
  if (!Number.isFinite(saved) || saved < RESUME_MARGIN_S) return 0;
  if (previewSeconds > 0) return 0;
  if (isFinished(saved, duration)) return 0;
  return Math.floor(saved);
}

/** The preview is over once playback reaches its length (or the truncated playlist ends). */
export function previewOver(currentTime: number, previewSeconds: number, ended: boolean): boolean {
  if (previewSeconds <= 0) return false;
  return ended || currentTime >= previewSeconds;
}

/** How often the watch position is saved while playing, in seconds. */
export const TRACK_INTERVAL_S = 10;

export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 2] as const;
export type PlaybackRate = (typeof PLAYBACK_RATES)[number];

export function rateLabel(rate: number): string {
  return rate === 1 ? '倍速' : `${rate}x`;
}

/** The Chinese name of a VID line (线路1, 线路2, …). */
export function lineName(index: number): string {
  return `线路${index + 1}`;
}

/**
 * How long after reloading a line in place it may be reloaded in place again. A line that fails
 * again sooner is broken rather than expired, and is given up for the next one.
 */
export const IN_PLACE_RELOAD_GAP_MS = 60_000;

export interface FatalNetworkContext {
  /** The CDN answered 403 for a segment or playlist: its signed link has expired. */
  expired: boolean;
  /** The line reached playing since it was last loaded. */
  playedSinceLoad: boolean;
  /** When the line was last reloaded in place (ms), or null. */
  lastInPlaceAt: number | null;
  now: number;
}

/**
 * What a fatal network error on the current line leads to. Segment links are signed for a few
 * hours and are valid on every line (docs/media-api.md), so a video left paused that long finds
 * them refused everywhere; a network blink does the same to a line that was working. Both are
 * mended by a fresh playlist on the same line, where it stood ('in-place'). A line that never
 * played, or fails again soon after such a reload, is given up ('next-line').
 */
export function recoveryAfterFatal(context: FatalNetworkContext): 'in-place' | 'next-line' {
  const mendable = context.expired || context.playedSinceLoad;
  const rested =
    context.lastInPlaceAt === null || context.now - context.lastInPlaceAt >= IN_PLACE_RELOAD_GAP_MS;
  return mendable && rested ? 'in-place' : 'next-line';
}

/** The next line after a fatal network error, or null when every line has failed once. */
/**
 * What a refused `play()` means. Only NotAllowedError is the browser's autoplay policy (wait for
 * a tap); anything else (AbortError, NotSupportedError) is the element being reloaded under it,
 * by hls.js rebuilding after a media error or by a new source: the viewer still wants to play.
 */
export function playRefusal(errorName: string | undefined): 'autoplay-refused' | 'interrupted' {
  return errorName === 'NotAllowedError' ? 'autoplay-refused' : 'interrupted';
}

export function nextLine(current: number, lineCount: number, failed: ReadonlySet<number>) {
  for (let step = 1; step < lineCount; step += 1) {
    const candidate = (current + step) % lineCount;
    if (!failed.has(candidate)) return candidate;
  }
  return null;
}

/** A quality level as hls.js reports it: only the height is shown (240P, 480P). */
export function qualityName(height: number | undefined): string {
  return height && height > 0 ? `${height}P` : '自动';
}

export interface QualityRow {
  /** -1 = 自动. */
  index: number;
  name: string;
  /** Beside the chosen row: 当前 (with what 自动 is playing), or 切换中 until it plays. */
  note?: string;
}

export interface QualityView {
  /** The quality button: the rendition playing; before one plays, the choice (自动). */
  label: string;
  ariaLabel: string;
  /** 自动 first, then the renditions of this manifest (only those), highest first. */
  rows: QualityRow[];
}

/**
 * What the quality button and menu say (issue 35: the label stayed 240P after a line switch
 * that played 480P). `chosen` is the viewer's choice, `playing` the level at the playhead
 * (hls.js's LEVEL_SWITCHED), each an index into `levels` or -1.
 */
export function qualityView(
  levels: readonly { index: number; height: number }[],
  chosen: number,
  playing: number,
): QualityView {
  const heightOf = (index: number) => levels.find((level) => level.index === index)?.height;
  const playingHeight = playing >= 0 ? heightOf(playing) : undefined;
  const playingName = playingHeight ? qualityName(playingHeight) : null;
  const auto = chosen < 0 || heightOf(chosen) === undefined;
  const label = playingName ?? (auto ? '自动' : qualityName(heightOf(chosen)));
  const rows: QualityRow[] = [
    {
      index: -1,
      name: '自动',
      note: auto ? (playingName ? `当前 ${playingName}` : '当前') : undefined,
    },
    ...[...levels]
      .sort((a, b) => b.height - a.height)
      .map((level) => ({
        index: level.index,
        name: qualityName(level.height),
        note:
          !auto && level.index === chosen
            ? playingName !== null && playing !== chosen
              ? '切换中'
              : '当前'
            : undefined,
      })),
  ];
  const ariaLabel = `清晰度 ${label}${auto && playingName ? '（自动）' : ''}`;
  return { label, ariaLabel, rows };
}

export type { VideoAccess };

export type PaywallOffer =
  { kind: 'vip' } | { kind: 'diamonds'; price: number; balance: number; enough: boolean };

/** What the paywall sheet offers a user who may not watch the whole video. */
export function paywallOffer(access: VideoAccess, price: number, balance: number): PaywallOffer {
  if (access === 'paid') return { kind: 'diamonds', price, balance, enough: balance >= price };
  return { kind: 'vip' };
}

/** Seconds the position-40 ad stays before the preview; it can be skipped after this. */
export const PREVIEW_AD_SECONDS = 5;

/**
 * The longest the player's code waits for the cover to paint before it starts anyway: the poster
 * goes first on a slow line, but a slow or failing cover never holds the video back for long.
 */
export const POSTER_FIRST_MAX_WAIT_MS = 1000;

/**
 * Once the cover is decoded, the longest the player's code waits to see it painted (where the
 * browser reports paints): a poster out of view or never painted does not hold the video back.
 */
export const POSTER_PAINT_MAX_WAIT_MS = 500;

/** The `elementtiming` name of the player's <video>, whose poster paint the player waits for. */
export const POSTER_TIMING_ID = 'video-poster';

/**
 * User Timing marks of the poster gate: the cover decoded (the paint wait starts), and the
 * gate opening, its detail saying why (the paint seen, one frame where paints are not
 * reported, or one of the two waits running out).
 */
export const POSTER_SETTLED_MARK = 'video:poster-settled';
export const POSTER_GATE_MARK = 'video:poster-gate';
export type PosterGateReason = 'painted' | 'frame' | 'poster-wait' | 'paint-wait';

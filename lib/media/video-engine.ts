// Drives one <video> element with hls.js or the native HLS player (lib/domain/player/playback
// chooseEngine). hls.js is imported on demand, so it never lands in another route's first-load
// JS. The element is reused for every source: switching lines reloads the playlist into the
// same element and seeks back, so the page never swaps players.
import type {
  EngineSupport,
  PlaybackEngine,
  POSTER_GATE_MARK,
  POSTER_SETTLED_MARK,
  PosterGateReason,
} from '@/lib/domain/player/playback';

import type HlsType from 'hls.js/light';

import { nextTask } from '@/lib/shell/next-task';

import { HlsLevels, type LevelSinks } from './hls-levels';
import { prefetchingLoader } from './playlist-prefetch';

export type { QualityLevel } from './hls-levels';

/** 'expired': the CDN refused a signed link with 403 (docs/media-api.md `/cdn/vid`). */
export type FatalKind = 'network' | 'expired' | 'media' | 'unsupported';

export interface EngineCallbacks extends LevelSinks {
  /** Playback cannot go on from this source: switch line or show an error. */
  onFatal?(kind: FatalKind, detail: string): void;
}

const MP4_AVC_AAC = 'video/mp4; codecs="avc1.42E01E,mp4a.40.2"';

type MediaSourceLike = { isTypeSupported?(type: string): boolean } | undefined;

/** What this browser offers (run in the browser only). */
export function detectSupport(win: Window = window): EngineSupport {
  const sources = win as unknown as {
    MediaSource?: MediaSourceLike;
    ManagedMediaSource?: MediaSourceLike;
  };
  const accepts = (source: MediaSourceLike) => Boolean(source?.isTypeSupported?.(MP4_AVC_AAC));
  const probe = win.document.createElement('video');
  const native = probe.canPlayType('application/vnd.apple.mpegurl');
  return {
    mse: accepts(sources.ManagedMediaSource) || accepts(sources.MediaSource),
    nativeHls: native === 'maybe' || native === 'probably',
  };
}

type PlaybackMark =
  | 'video:engine'
  | 'video:load'
  | 'video:playing'
  | 'video:stall-nudge'
  | 'video:stall-reload'
  | typeof POSTER_SETTLED_MARK
  | typeof POSTER_GATE_MARK;

/** A User Timing mark; cheap, and absent APIs (old WebViews) are simply skipped. */
export function markPlayback(name: PlaybackMark, detail?: PosterGateReason): void {
  try {
    performance.mark(name, detail === undefined ? undefined : { detail });
  } catch {
    // No User Timing: nothing to measure with.
  }
}

let hlsModule: Promise<typeof HlsType> | null = null;
let playlistLoader: ReturnType<typeof prefetchingLoader> | undefined;
/** hls.js has been evaluated (its import resolved) at least once on this page. */
let hlsEvaluated = false;
let workerWarm: Promise<void> | null = null;

/**
 * hls.js's transmuxer as a separate script. The ESM builds carry no inline worker, so without
 * `workerPath` hls.js demuxes and remuxes every segment on the main thread (traced on
 * /play/longVideo, inside the tasks that fill the buffer; MPEG-TS segments cost the most).
 * The bundler emits the file as a hashed static asset, cached immutably like the chunks.
 */
function hlsWorkerUrl(): string {
  return new URL('hls.js/dist/hls.worker.js', import.meta.url).href;
}

/** hls.js (light build: no EME, subtitles or alternate audio, none of which we serve). */
export function loadHls(): Promise<typeof HlsType> {
  if (!hlsModule) {
    // When the page asked for the engine's code (the e2e checks it comes after the poster's paint).
    markPlayback('video:engine');
    hlsModule = import('hls.js/light').then((m) => {
      hlsEvaluated = true;
      return m.default;
    });
  }
  return hlsModule;
}

/**
 * Starts fetching hls.js and its worker where they will be used (MSE or ManagedMediaSource
 * here). The player page calls it once its cover has painted (components/video/use-poster-first).
 */
export function preloadEngine(win: Window = window): void {
  if (!detectSupport(win).mse) return;
  // The worker script goes into the HTTP cache once hls.js itself is in, so it starts without a
  // round trip when the first segment comes (hls.js starts it then), and on a slow line it
  // neither competes with the cover and hls.js nor with that first segment.
  workerWarm ??= loadHls()
    .then(() => win.fetch(hlsWorkerUrl()))
    .then((response) => response.blob())
    .then(
      () => undefined,
      () => undefined,
    );
}

/** The most of a video fetched ahead of the playhead. */
export const VOD_BUFFER_SECONDS = 30;

export class VideoEngine {
  private hls: HlsType | null = null;
  private nativeCleanup: (() => void) | null = null;
  /** The viewer's quality and the one playing, across this engine's hls.js instances. */
  private readonly levels: HlsLevels;
  private mediaRecoveries = 0;
  private destroyed = false;
  /** Bumped on every load, so a slow import of an old load never attaches. */
  private generation = 0;

  constructor(
    private readonly video: HTMLVideoElement,
    readonly engine: PlaybackEngine,
    private readonly callbacks: EngineCallbacks = {},
  ) {
    this.levels = new HlsLevels(video, callbacks);
  }

  /** Loads `url` into the element, starting at `startAt` seconds. */
  async load(url: string, startAt: number): Promise<void> {
    const generation = ++this.generation;
    // Time to first frame is measured from here to the hook's 'video:playing' mark (npm run bench).
    markPlayback('video:load');
    this.detach();
    if (this.engine === 'none') {
      this.callbacks.onFatal?.('unsupported', 'no MSE and no native HLS');
      return;
    }
    if (this.engine === 'native') {
      this.loadNative(url, startAt);
      return;
    }
    const fresh = !hlsEvaluated;
    const Hls = await loadHls();
    // The first time, hls.js's module was evaluated in this very task (docs/player.md has the
    // cost); starting it (new Hls, loadSource, attachMedia) in a task of its own keeps the two
    // from adding up to one long task.
    if (fresh) await nextTask();
    if (this.destroyed || generation !== this.generation) return;
    playlistLoader ??= prefetchingLoader(Hls);
    const hls = new Hls({
      startPosition: startAt > 0 ? startAt : -1,
      // VOD: a modest forward buffer keeps memory and data low on mid-range phones. hls.js reads
      // maxBufferLength as a floor and fills up to 60 MB (600 s) at a low bitrate: a 480p film
      // was fetched whole on open, 34 segments before the first tap, its parsing on the main
      // thread (docs/benchmarks.md). The ceiling is what holds it.
      maxBufferLength: VOD_BUFFER_SECONDS,
      maxMaxBufferLength: VOD_BUFFER_SECONDS,
      backBufferLength: 30,
      enableWorker: true,
      workerPath: hlsWorkerUrl(),
      // A master fetched ahead (the short-video pager's next clip) is taken from memory.
      ...(playlistLoader ? { pLoader: playlistLoader as never } : {}),
    });
    this.hls = hls;
    this.mediaRecoveries = 0;
    this.levels.attach(hls, Hls.Events);
    let expiredReported = false;
    hls.on(Hls.Events.ERROR, (_event, data) => {
      // hls.js treats a refused segment as a reason to try the other renditions (whose links
      // expired too) for ~20 s before giving up; a 403 from our CDN means the links expired, so
      // it is reported at once, and once: the player renews them with a fresh playlist.
      if (data.type === Hls.ErrorTypes.NETWORK_ERROR && data.response?.code === 403) {
        if (!expiredReported) this.callbacks.onFatal?.('expired', String(data.details));
        expiredReported = true;
        return;
      }
      if (!data.fatal) return;
      if (data.type === Hls.ErrorTypes.MEDIA_ERROR && this.mediaRecoveries < 1) {
        // A decode hiccup: hls.js can usually rebuild the buffer in place once.
        this.mediaRecoveries += 1;
        hls.recoverMediaError();
        return;
      }
      const kind: FatalKind = data.type === Hls.ErrorTypes.NETWORK_ERROR ? 'network' : 'media';
      this.callbacks.onFatal?.(kind, String(data.details));
    });
    hls.loadSource(url);
    hls.attachMedia(this.video);
  }

  private loadNative(url: string, startAt: number) {
    const video = this.video;
    const onMetadata = () => {
      if (startAt > 0) video.currentTime = startAt;
    };
    const onError = () => {
      this.callbacks.onFatal?.('network', `media error ${video.error?.code ?? '?'}`);
    };
    video.addEventListener('loadedmetadata', onMetadata, { once: true });
    video.addEventListener('error', onError);
    this.nativeCleanup = () => {
      video.removeEventListener('loadedmetadata', onMetadata);
      video.removeEventListener('error', onError);
    };
    video.src = url;
    this.callbacks.onLevels?.([], -1);
  }

  /** 播放设置's 默认清晰度 as a height (null: automatic), for the loads from now on. */
  setDefaultHeight(height: number | null): void {
    this.levels.setDefaultHeight(height);
  }

  /** -1 = automatic; a rendition chosen here holds across later loads (a line switch). */
  setLevel(index: number): void {
    this.levels.choose(index);
  }

  private detach() {
    this.levels.detach();
    this.hls?.destroy();
    this.hls = null;
    this.nativeCleanup?.();
    this.nativeCleanup = null;
    if (this.engine === 'native' && this.video.getAttribute('src')) {
      this.video.removeAttribute('src');
      this.video.load();
    }
  }

  destroy(): void {
    this.destroyed = true;
    this.generation += 1;
    this.detach();
  }
}

// The renditions of the player's hls.js instances: the one the viewer chose (kept by its height
// across the engine's reloads: a line switch, renewed links, a stall reload), the one actually
// playing (hls.js's LEVEL_SWITCHED), and issue 26's hold of the first rendition. The engine makes
// a new hls.js instance for every load and attaches it here; this object lives as long as the
// engine.
import type HlsType from 'hls.js/light';

import { nearestLevel } from '@/lib/domain/player/playback-settings';

export interface QualityLevel {
  index: number;
  height: number;
}

export interface LevelSinks {
  /** A manifest's renditions, and the index the viewer's choice maps to there (-1: automatic). */
  onLevels?(levels: QualityLevel[], chosen: number): void;
  /** The rendition now at the playhead (-1 until one is known after a load). */
  onLevelPlaying?(index: number): void;
}

type HlsEvents = typeof HlsType.Events;

export class HlsLevels {
  /** The viewer's choice as a height (a later manifest may order or offer them otherwise). */
  private chosenHeight: number | null = null;
  /** 播放设置's 默认清晰度 (null: automatic), used until the viewer picks in the menu. */
  private defaultHeight: number | null = null;
  /** The viewer picked (自动 included): the default no longer applies. */
  private viewerChose = false;
  /** The latest manifest's renditions (a choice made between two loads maps through them). */
  private known: QualityLevel[] = [];
  private hls: HlsType | null = null;
  /** Lets go of the first rendition (see hold); null once let go. */
  private releaseHold: (() => void) | null = null;
  /** After a chosen switch: the level whose first buffered fragment gets a seek in place. */
  private seekOnLevel: number | null = null;

  constructor(
    private readonly video: HTMLVideoElement,
    private readonly sinks: LevelSinks = {},
  ) {}

  /** A fresh hls.js instance, before its loadSource: the choice (or the hold) applies to it. */
  attach(hls: HlsType, events: HlsEvents): void {
    this.detach();
    this.hls = hls;
    this.sinks.onLevelPlaying?.(-1);
    hls.on(events.MANIFEST_PARSED, (_event, data) => {
      if (this.hls !== hls) return;
      const levels = data.levels.map((level, index) => ({ index, height: level.height }));
      this.known = levels;
      let chosen =
        this.chosenHeight === null
          ? -1
          : levels.findIndex((level) => level.height === this.chosenHeight);
      // The default quality: the nearest rendition this manifest offers, shown as the choice.
      if (chosen < 0 && !this.viewerChose && this.defaultHeight !== null) {
        chosen = nearestLevel(levels, this.defaultHeight);
      }
      // Runs before hls.js starts loading: the level set here is also the level it starts on.
      if (chosen >= 0) hls.loadLevel = chosen;
      else this.hold(hls);
      // A choice this manifest does not offer (a preview cut to one rendition) is dropped, and
      // the menu offers only what is there.
      if (chosen < 0) this.chosenHeight = null;
      this.sinks.onLevels?.(levels, chosen);
    });
    hls.on(events.LEVEL_SWITCHED, (_event, data) => {
      if (this.hls === hls) this.sinks.onLevelPlaying?.(data.level);
    });
    hls.on(events.FRAG_BUFFERED, (_event, data) => {
      if (this.hls !== hls || this.seekOnLevel === null) return;
      if ((data.id as string) !== 'main' || data.frag.level !== this.seekOnLevel) return;
      this.seekOnLevel = null;
      // hls.js flushed the old rendition, but Chromium goes on decoding it up to the next
      // keyframe, a whole segment here (4 s; a 4 s preview never showed the choice). A seek in
      // place restarts the decoder on the new rendition's data at once.
      this.video.currentTime = this.video.currentTime;
    });
  }

  /** 默认清晰度: applies from the next manifest on, unless the viewer has chosen. */
  setDefaultHeight(height: number | null): void {
    this.defaultHeight = height;
  }

  /** -1 = automatic (hls.js picks by bandwidth from the next fragment on). */
  choose(index: number): void {
    this.dropHold();
    this.viewerChose = true;
    const hls = this.hls;
    this.chosenHeight = index < 0 ? null : (this.known[index]?.height ?? null);
    this.seekOnLevel = null;
    // No manifest in yet: the choice applies when it comes (MANIFEST_PARSED above).
    if (!hls || hls.levels.length === 0) return;
    if (this.chosenHeight === null) {
      hls.loadLevel = -1;
      return;
    }
    if (hls.currentLevel === index) {
      // Already playing it: keep to it, without a flush.
      hls.loadLevel = index;
      return;
    }
    this.seekOnLevel = index;
    hls.currentLevel = index;
  }

  detach(): void {
    this.dropHold();
    this.hls = null;
    this.seekOnLevel = null;
  }

  /**
   * Issue 26: in WebKit (GStreamer's MSE) the element could stay at HAVE_METADATA for good, 16 s
   * buffered, when hls.js changed rendition (240p → 480p: a second init segment, another H.264
   * profile) before the first frame. The rendition hls.js starts with is held until the element
   * plays; from then on its ABR chooses as before. A quality the viewer picks ends the hold.
   */
  private hold(hls: HlsType) {
    if (hls.levels.length <= 1) return;
    const video = this.video;
    const release = () => {
      video.removeEventListener('playing', release);
      if (this.releaseHold !== release) return;
      this.releaseHold = null;
      if (this.hls === hls) hls.loadLevel = -1;
    };
    this.releaseHold = release;
    hls.loadLevel = hls.firstAutoLevel;
    video.addEventListener('playing', release);
  }

  private dropHold() {
    const release = this.releaseHold;
    this.releaseHold = null;
    if (release) this.video.removeEventListener('playing', release);
  }
}

// The player's shapes, shared by useVideoPlayer and the hooks it is made of (its own file so
// that those hooks need not import the player that imports them).
import type { PlaybackEngine } from '@/lib/domain/player/playback';
import type { QualityLevel } from '@/lib/media/video-engine';

export type PlayerStatus = 'idle' | 'loading' | 'playing' | 'paused' | 'ended' | 'error';

export interface VideoPlayerOptions {
  /** The playlist URL for a line index. */
  playlistFor: (line: number) => string;
  lineCount: number;
  startAt: number;
  /** 0 = full playback; otherwise the preview stops here. */
  previewSeconds: number;
  /** False while something (the preview ad) must come first: nothing loads. */
  enabled: boolean;
  onPreviewOver?: () => void;
  /**
   * Called when the video first plays, every TRACK_INTERVAL_S while playing, on pause, when the
   * page is hidden or left (pagehide) and on unmount: it must send at once (use-element-events).
   */
  onSavePosition?: (seconds: number) => void;
  /** A dead line was left for another one. */
  onLineFailover?: (from: number, to: number) => void;
  /**
   * A live stream (a sliding-window playlist): every load, a line switch or a reload included,
   * starts at the live edge (hls.js's own live start), never at a position of the old window.
   */
  live?: boolean;
  /**
   * What plays (the short-video pager's clip): a new value reloads the same element from its
   * start with a fresh hls.js (the old one detaches first), never a new <video>.
   */
  source?: string;
}

export interface VideoPlayerState {
  status: PlayerStatus;
  engine: PlaybackEngine | null;
  line: number;
  levels: QualityLevel[];
  /** The viewer's choice: a level index, or -1 for automatic. */
  level: number;
  /** The level actually playing (hls.js's LEVEL_SWITCHED), -1 until one is known. */
  playingLevel: number;
  rate: number;
  muted: boolean;
  /** Muted only because the browser refused sound: 点击开启声音 is offered. */
  soundBlocked: boolean;
  errorText: string;
  switchLine(line: number): void;
  setLevel(index: number): void;
  setRate(rate: number): void;
  toggleMuted(): void;
  /** Sound on, from a tap (点击开启声音). */
  unmute(): void;
  togglePlay(): void;
  retry(): void;
}

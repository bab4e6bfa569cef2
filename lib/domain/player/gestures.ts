// Gestures on the long-video player (issue 39 item 3): what one pointer's path over the
// picture means. Pure: the hook (components/player/use-player-gestures.ts) feeds it the
// samples, the element's size, the media's state and `now`, and acts on the answer.
import { MOVE_THRESHOLD_PX } from '../platform/constants';

/** A second tap starting this soon after the first tap ended is a double-tap (play/pause). */
export const DOUBLE_TAP_MS = 300;
/** A press held this long without moving plays at LONG_PRESS_RATE until released. */
export const LONG_PRESS_MS = 500;
export const LONG_PRESS_RATE = 2;
/** A finger must travel this far (px) before a drag is a seek or a swipe: less is a tap. */
export const GESTURE_MOVE_PX = MOVE_THRESHOLD_PX;
/**
 * Seconds a swipe across the whole width seeks: the video's (or preview's) length, at most
 * this, so a long film still seeks finely and a short clip end to end.
 */
export const SEEK_FULL_WIDTH_MAX_S = 90;
/** Share of the width, from the left, whose vertical swipes change brightness; the rest volume. */
export const BRIGHTNESS_SIDE = 0.5;
/** The dimmest the brightness overlay goes: never a black picture that looks broken. */
export const MIN_BRIGHTNESS = 0.1;

/** One pointer position, relative to the gesture element's top left, at time `t` (ms). */
export interface PointerSample {
  x: number;
  y: number;
  t: number;
}

export interface GestureMedia {
  currentTime: number;
  /** 0 while unknown. */
  duration: number;
  /** 0 = the whole video may be watched; otherwise the preview stops here (not paid). */
  previewSeconds: number;
  /** A live stream: nothing to seek in. */
  live: boolean;
  /** The element's volume and brightness (0..1) when the gesture started. */
  volume: number;
  brightness: number;
  /** iOS Safari ignores `video.volume`: no volume gesture there. */
  volumeSettable: boolean;
}

export interface GestureInput {
  /** The pointer's samples since it went down, the first being the down point. */
  samples: readonly PointerSample[];
  /** The pointer has been lifted (the last sample is where). */
  released: boolean;
  now: number;
  width: number;
  height: number;
  /** When the previous single tap was released (ms), or null. */
  lastTapAt: number | null;
  media: GestureMedia;
  /** An ad is showing or the preview has ended: no gesture acts, a tap only shows controls. */
  blocked: boolean;
}

export type Gesture =
  | { kind: 'pending' }
  | { kind: 'none' }
  | { kind: 'tap' }
  | { kind: 'double-tap' }
  | { kind: 'long-press' }
  | { kind: 'seek'; from: number; target: number }
  | { kind: 'brightness'; value: number }
  | { kind: 'volume'; value: number };

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The latest a seek may reach: the end, or the preview's end when not paid. */
export function seekLimit(media: Pick<GestureMedia, 'duration' | 'previewSeconds'>): number {
  const duration = Number.isFinite(media.duration) && media.duration > 0 ? media.duration : 0;
  if (media.previewSeconds > 0)
    return duration > 0 ? Math.min(duration, media.previewSeconds) : media.previewSeconds;
  return duration;
}

/** Where a horizontal drag of `dx` px over a `width` px player seeks to. */
export function seekTarget(media: GestureMedia, dx: number, width: number): number {
  const limit = seekLimit(media);
  const span = Math.min(limit, SEEK_FULL_WIDTH_MAX_S);
  const from = clamp(media.currentTime, 0, limit);
  return clamp(from + (width > 0 ? (dx / width) * span : 0), 0, limit);
}

/** A vertical drag: up raises, a drag the whole height goes from none to full. */
function verticalValue(from: number, dy: number, height: number, low: number): number {
  return clamp(from - (height > 0 ? dy / height : 0), low, 1);
}

type Axis = 'horizontal' | 'vertical';

/** The first sample past the move threshold decides the axis, and when that happened. */
function firstMove(samples: readonly PointerSample[]): { axis: Axis; t: number } | null {
  const start = samples[0]!;
  for (const sample of samples) {
    const dx = sample.x - start.x;
    const dy = sample.y - start.y;
    if (Math.max(Math.abs(dx), Math.abs(dy)) >= GESTURE_MOVE_PX) {
      return { axis: Math.abs(dx) > Math.abs(dy) ? 'horizontal' : 'vertical', t: sample.t };
    }
  }
  return null;
}

/** What the pointer's path means so far (or, once released, meant). */
export function classifyGesture(input: GestureInput): Gesture {
  const { samples, released, now, width, height, media, blocked } = input;
  const start = samples[0];
  if (!start) return { kind: 'pending' };
  const last = samples[samples.length - 1]!;
  const move = firstMove(samples);
  const heldUntil = move ? move.t : released ? last.t : now;
  // Held still long enough: 2× until released, whatever the finger does afterwards.
  if (heldUntil - start.t >= LONG_PRESS_MS)
    return blocked ? { kind: 'none' } : { kind: 'long-press' };
  if (!move) {
    if (!released) return { kind: 'pending' };
    if (blocked) return { kind: 'tap' };
    const double = input.lastTapAt !== null && start.t - input.lastTapAt <= DOUBLE_TAP_MS;
    return double ? { kind: 'double-tap' } : { kind: 'tap' };
  }
  if (blocked) return { kind: 'none' };
  const dx = last.x - start.x;
  const dy = last.y - start.y;
  if (move.axis === 'horizontal') {
    if (media.live || seekLimit(media) <= 0) return { kind: 'none' };
    return { kind: 'seek', from: media.currentTime, target: seekTarget(media, dx, width) };
  }
  if (start.x < width * BRIGHTNESS_SIDE) {
    return {
      kind: 'brightness',
      value: verticalValue(media.brightness, dy, height, MIN_BRIGHTNESS),
    };
  }
  if (!media.volumeSettable) return { kind: 'none' };
  return { kind: 'volume', value: verticalValue(media.volume, dy, height, 0) };
}

/** A single tap is acted on (controls shown or hidden) once no second tap can follow. */
export function tapSettled(lastTapAt: number, now: number): boolean {
  return now - lastTapAt > DOUBLE_TAP_MS;
}

/** 01:23, or 1:02:03 past an hour: the seek preview's clock. */
export function gestureClock(seconds: number): string {
  const total = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const pad = (v: number) => String(v).padStart(2, '0');
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}

const percent = (value: number) => `${Math.round(value * 100)}%`;

/**
 * The chip shown over the picture for a gesture (Chinese, like all the app's text); for a
 * double-tap, `playing` is the state it led to. Null: nothing to say.
 */
export function gestureFeedback(
  gesture: Gesture,
  media: Pick<GestureMedia, 'duration' | 'previewSeconds'>,
  playing: boolean,
): string | null {
  switch (gesture.kind) {
    case 'double-tap':
      return playing ? '▶' : '❚❚';
    case 'long-press':
      return `${LONG_PRESS_RATE}倍速播放中`;
    case 'seek': {
      const verb = gesture.target < gesture.from ? '快退' : '快进';
      const end = media.duration > 0 ? media.duration : seekLimit(media);
      return `${verb} ${gestureClock(gesture.target)} / ${gestureClock(end)}`;
    }
    case 'volume':
      return `音量 ${percent(gesture.value)}`;
    case 'brightness':
      return `亮度 ${percent(gesture.value)}`;
    default:
      return null;
  }
}

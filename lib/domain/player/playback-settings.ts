// 播放设置 (issue 39): autoplay of the next video, the default quality, whether the sound choice
// is kept across videos. Kept in localStorage under `playbackSettings` (lib/state/
// playback-settings-atoms); every field is checked on its own, so a bad one falls back alone.

export const PLAYBACK_SETTINGS_STORAGE_KEY = 'playbackSettings';

/** The heights the 默认清晰度 list offers, highest first; 'auto' lets hls.js choose. */
export const DEFAULT_QUALITY_HEIGHTS = [1080, 720, 480, 360, 240] as const;
export type DefaultQuality = 'auto' | (typeof DEFAULT_QUALITY_HEIGHTS)[number];
export const DEFAULT_QUALITY_OPTIONS: readonly DefaultQuality[] = [
  'auto',
  ...DEFAULT_QUALITY_HEIGHTS,
];

export interface PlaybackSettings {
  /** At the end of a long video, play the next one after a short cancellable countdown. */
  autoplayNext: boolean;
  /** The rendition a video starts on until the viewer picks one in the quality menu. */
  defaultQuality: DefaultQuality;
  /** Keep 静音/有声 across videos (the session's choice); off: each video starts with sound. */
  rememberSound: boolean;
}

// Today's behaviour: nothing changes for a viewer who never opens 播放设置.
export const DEFAULT_PLAYBACK_SETTINGS: PlaybackSettings = {
  autoplayNext: true,
  defaultQuality: 'auto',
  rememberSound: true,
};

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isDefaultQuality(value: unknown): value is DefaultQuality {
  return DEFAULT_QUALITY_OPTIONS.includes(value as DefaultQuality);
}

/** Stored JSON (already parsed) to settings: anything unknown or malformed takes the default. */
export function parsePlaybackSettings(value: unknown): PlaybackSettings {
  const d = DEFAULT_PLAYBACK_SETTINGS;
  if (!isObject(value)) return d;
  return {
    autoplayNext: typeof value.autoplayNext === 'boolean' ? value.autoplayNext : d.autoplayNext,
    defaultQuality: isDefaultQuality(value.defaultQuality)
      ? value.defaultQuality
      : d.defaultQuality,
    rememberSound: typeof value.rememberSound === 'boolean' ? value.rememberSound : d.rememberSound,
  };
}

/** The stored text to settings: text that is not JSON is the defaults too. */
export function readPlaybackSettings(raw: string | null): PlaybackSettings {
  if (raw === null) return DEFAULT_PLAYBACK_SETTINGS;
  try {
    return parsePlaybackSettings(JSON.parse(raw));
  } catch {
    return DEFAULT_PLAYBACK_SETTINGS;
  }
}

export function defaultQualityName(quality: DefaultQuality): string {
  return quality === 'auto' ? '自动' : `${quality}P`;
}

/** The height hls.js should start on, or null for automatic. */
export function defaultHeight(quality: DefaultQuality): number | null {
  return quality === 'auto' ? null : quality;
}

/**
 * The rendition nearest to `height` (index into `levels`), -1 when there is none to choose. A
 * tie goes to the lower one: the default is a ceiling the viewer set for data, not a floor.
 */
export function nearestLevel(levels: readonly { height: number }[], height: number): number {
  let best = -1;
  for (let i = 0; i < levels.length; i += 1) {
    const h = levels[i]!.height;
    if (!(h > 0)) continue;
    if (best < 0) {
      best = i;
      continue;
    }
    const gap = Math.abs(h - height);
    const bestGap = Math.abs(levels[best]!.height - height);
    if (gap < bestGap || (gap === bestGap && h < levels[best]!.height)) best = i;
  }
  return best;
}

/** Seconds of 即将播放 before the next video starts. */
export const AUTOPLAY_COUNTDOWN_S = 5;

/**
 * What plays after `current`: the next episode of its collection (in the collection's order),
 * else the first related video that is not this one. Null when there is nothing (the last
 * episode with no related videos) — the player then just stops.
 */
export function nextVideoId(
  current: number,
  collection: readonly number[] | null,
  related: readonly number[],
): number | null {
  if (collection) {
    const at = collection.indexOf(current);
    if (at >= 0 && at + 1 < collection.length) return collection[at + 1]!;
  }
  return related.find((id) => id !== current) ?? null;
}

// The adaptive ladder an ingested video is transcoded to (docs/media-api.md "Ingestion"): which
// rungs of 240p, 480p, 720p and 1080p a source gets, and each rung's picture box. A rung is named
// by its short side, as the seed clips' renditions are (media-library.ts renditionSize): a portrait
// source's boxes are the landscape ones turned. Never upscaled: a rung is made only when the
// source's short side reaches it; 240p is always made, at the source's own size when smaller.

export type RungName = '240p' | '480p' | '720p' | '1080p';

/**
 * Every rung, lowest first. `bandwidth` is the nominal peak (bits/s) for planning; the master
 * playlist carries the peak measured from the segments made. `profile`: H.264's, baseline on
 * the lowest rung for the oldest phones.
 */
export const LADDER = [
  { name: '240p', width: 426, height: 240, bandwidth: 320_000, profile: 'baseline' },
  { name: '480p', width: 854, height: 480, bandwidth: 760_000, profile: 'main' },
  { name: '720p', width: 1280, height: 720, bandwidth: 1_800_000, profile: 'main' },
  { name: '1080p', width: 1920, height: 1080, bandwidth: 3_600_000, profile: 'high' },
] as const satisfies readonly {
  name: RungName;
  width: number;
  height: number;
  bandwidth: number;
  profile: string;
}[];

/** One rung for one source: its box (width × height) turned for a portrait source. */
export type Rung = {
  name: RungName;
  width: number;
  height: number;
  bandwidth: number;
  profile: 'baseline' | 'main' | 'high';
};

/**
 * The rungs a source of `width` × `height` (as shown, rotation applied) gets, lowest first: those
 * whose short side is at most the source's, and always 240p.
 */
export function ladderFor(width: number, height: number): Rung[] {
  const portrait = height > width;
  const short = Math.min(width, height);
  return LADDER.filter((rung, i) => i === 0 || rung.height <= short).map((rung) => ({
    name: rung.name,
    width: portrait ? rung.height : rung.width,
    height: portrait ? rung.width : rung.height,
    bandwidth: rung.bandwidth,
    profile: rung.profile,
  }));
}

/** Seek thumbnails: one tile every this many seconds at least… */
export const THUMB_MIN_INTERVAL = 2;
/** …and at most this many tiles (a longer video spaces them out). */
export const THUMB_MAX_TILES = 100;
/** Tiles per row of the sprite, and a tile's width in pixels (its height keeps the aspect). */
export const THUMB_COLUMNS = 10;
export const THUMB_WIDTH = 160;

/** The sprite's grid for a video of `seconds` shown at `width` × `height`. */
export type ThumbGrid = {
  /** Seconds between tiles: tile i shows the picture at i × interval. */
  interval: number;
  count: number;
  columns: number;
  rows: number;
  tileWidth: number;
  tileHeight: number;
};

export function thumbGrid(seconds: number, width: number, height: number): ThumbGrid {
  const interval = Math.max(THUMB_MIN_INTERVAL, Math.ceil(seconds / THUMB_MAX_TILES));
  const count = Math.max(1, Math.ceil(seconds / interval));
  const columns = Math.min(THUMB_COLUMNS, count);
  // Even height, as the scaler makes it (scale=W:-2).
  const tileHeight = Math.max(2, Math.round((THUMB_WIDTH * height) / width / 2) * 2);
  return {
    interval,
    count,
    columns,
    rows: Math.ceil(count / columns),
    tileWidth: THUMB_WIDTH,
    tileHeight,
  };
}

// The media files the origin ships and serves (origin/media/vid): which clips exist, their real
// length, their renditions. Made once at dev time by origin/seed/make-clips.ts and committed.

/**
 * HLS clips under origin/media/vid/<key>/: master.m3u8, 240p/ and 480p/ (fMP4 segments).
 * `duration` is the real length in seconds (the playlists' EXTINF sum; seed-clips.test.ts
 * checks it); `look` says what the picture is, for the docs and the clip maker's log;
 * `portrait` clips are 9:16 (their renditions' width and height swapped: renditionSize).
 */
export const CLIPS = [
  { key: 'clip-1', duration: 24, look: '像素瀑布' },
  { key: 'clip-2', duration: 38, look: '三角分形' },
  { key: 'clip-3', duration: 23, look: '曼德博缩放' },
  { key: 'clip-4', duration: 28, look: '像素生命' },
  { key: 'clip-5', duration: 176, look: '歌词字幕' },
  { key: 'clip-6', duration: 134, look: '山川日落' },
  { key: 'clip-7', duration: 107, look: '暮色光斑' },
  { key: 'clip-8', duration: 58, look: '彩虹光谱' },
  // Portrait (9:16) clips for the short-video feed: short, so the seed stays small.
  { key: 'short-1', duration: 9, look: '竖屏光斑', portrait: true },
  { key: 'short-2', duration: 12, look: '竖屏极光', portrait: true },
  { key: 'short-3', duration: 15, look: '竖屏霓虹', portrait: true },
] as const;

export type ClipKey = (typeof CLIPS)[number]['key'];

/** HLS segment length: a keyframe opens every segment, so each is this long but the last. */
export const SEGMENT_SECONDS = 4;
/** Renditions of every clip, lowest first (folder names under the clip). */
export const RENDITIONS = [
  { name: '240p', width: 426, height: 240, bandwidth: 320_000 },
  { name: '480p', width: 854, height: 480, bandwidth: 760_000 },
] as const;

type Clip = (typeof CLIPS)[number];
type Rendition = (typeof RENDITIONS)[number];

export const isPortrait = (clip: Clip): boolean => 'portrait' in clip && clip.portrait;

/** A rendition's picture size for a clip: a portrait clip keeps the name (its short side). */
export function renditionSize(rendition: Rendition, clip: Clip): { width: number; height: number } {
  return isPortrait(clip)
    ? { width: rendition.height, height: rendition.width }
    : { width: rendition.width, height: rendition.height };
}

/** A clip's picture size as shown: its top rendition's (the videos row's width and height). */
export function clipSize(clip: Clip): { width: number; height: number } {
  return renditionSize(RENDITIONS[RENDITIONS.length - 1]!, clip);
}

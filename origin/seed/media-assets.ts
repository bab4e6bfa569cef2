// The media files the seed catalogue points at (made once at dev time and committed; see
// origin/seed/make-clips.ts and make-images.ts). The 320 videos share the eight clips; every
// video, collection, topic and actor has a picture of its own.

/**
 * HLS clips under origin/media/vid/<key>/: master.m3u8, 240p/ and 480p/ (fMP4 segments).
 * `duration` is the real length in seconds (the playlists' EXTINF sum; seed-clips.test.ts
 * checks it); `look` says what the picture is, for the docs and the clip maker's log.
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
] as const;

export type ClipKey = (typeof CLIPS)[number]['key'];

/** HLS segment length: a keyframe opens every segment, so each is this long but the last. */
export const SEGMENT_SECONDS = 4;
/** All of origin/media/vid together (both renditions of every clip): demo data, kept small. */
export const MAX_VID_BYTES = 12_000_000;

/** Renditions of every clip, lowest first (folder names under the clip). */
export const RENDITIONS = [
  { name: '240p', width: 426, height: 240, bandwidth: 320_000 },
  { name: '480p', width: 854, height: 480, bandwidth: 760_000 },
] as const;

/** Paths on the IMAGE line (obfuscated, §5): one cover per video, named by its id. */
export const videoCover = (videoId: number) => `/vcovers/v-${videoId}.jpg`;
export const collectionCover = (collectionId: number) => `/collections/k-${collectionId}.jpg`;
export const topicCover = (topicId: number) => `/topics/t-${topicId}.jpg`;
export const actorAvatar = (actorId: number) => `/actors/a-${actorId}.jpg`;

/**
 * What make-images.ts drew on each catalogue picture, keyed by its IMAGE-line path, with the
 * sha256 of the committed file (so a picture and its entry cannot drift apart unnoticed).
 */
export const COVER_TEXTS_FILE = new URL('../media/cover-texts.json', import.meta.url);
export type CoverTexts = Record<string, { text: string; sha256: string }>;

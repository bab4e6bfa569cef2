// The media files the seed catalogue points at (made once at dev time and committed; see
// origin/seed/make-clips.ts and make-images.ts). The catalogue reuses them across 300+ videos.

/** HLS clips under origin/media/vid/<key>/: master.m3u8, 240p/ and 480p/ (fMP4 segments). */
export const CLIPS = [
  { key: 'clip-1', duration: 24, title: '彩条测试' },
  { key: 'clip-2', duration: 24, title: '渐变测试' },
  { key: 'clip-3', duration: 24, title: '曼德博测试' },
  { key: 'clip-4', duration: 24, title: '生命游戏测试' },
] as const;

export type ClipKey = (typeof CLIPS)[number]['key'];

/** Renditions of every clip, lowest first (folder names under the clip). */
export const RENDITIONS = [
  { name: '240p', width: 426, height: 240, bandwidth: 320_000 },
  { name: '480p', width: 854, height: 480, bandwidth: 760_000 },
] as const;

/** Paths on the IMAGE line (obfuscated, §5). */
export const VIDEO_COVERS = Array.from(
  { length: 24 },
  (_, i) => `/vcovers/v-${String(i + 1).padStart(2, '0')}.jpg`,
);
export const ACTOR_AVATARS = Array.from({ length: 8 }, (_, i) => `/actors/a-${i + 1}.jpg`);
export const TOPIC_COVERS = Array.from({ length: 6 }, (_, i) => `/topics/t-${i + 1}.jpg`);

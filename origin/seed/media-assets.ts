// The media files the seed catalogue points at (made once at dev time and committed; see
// origin/seed/make-clips.ts and make-images.ts). The 320 videos share the eight clips; every
// video, collection, topic and actor has a picture of its own.

/** All of origin/media/vid together (both renditions of every clip): demo data, kept small. */
export const MAX_VID_BYTES = 12_000_000;

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

// Word lists the seed catalogue builds its Chinese titles and texts from (seed-media.ts).
// Each genre is a tag, split into sub-genres (a tag of their own, only on that genre's videos,
// so a tab's sub-genre sections never share a video); a title comes from a sub-genre's subjects
// and templates ({s} subject, {n} an episode number), so it reads like what its tags promise.
import type { Genre } from './genre-types';
import { CHANNEL_GENRES } from './genres-channel';
import { VIDEO_GENRES } from './genres-video';

// Ids 1–14 are the tags the app and the tests have known from the start (12 was renamed).
const GENRE_TAGS = '电影 剧集 纪录片 动漫 综艺 美食 旅行 科技 音乐 体育 搞笑 解压 自然 历史'.split(
  ' ',
);

export const GENRES: readonly Genre[] = [...VIDEO_GENRES, ...CHANNEL_GENRES];

/** Every tag: the 14 genres (ids 1–14), then the sub-genres in the order above. */
export const SEED_TAGS = [
  ...GENRE_TAGS,
  ...GENRES.flatMap((g) => g.subs.flatMap((s) => (s.tag ? [s.tag] : []))),
].map((name, i) => ({ id: i + 1, name, sort: i + 1 }));

export const TAG = Object.fromEntries(SEED_TAGS.map((t) => [t.name, t.id])) as Record<
  string,
  number
>;

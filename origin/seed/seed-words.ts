// What each seeded video is about: its genre, title, description, tags, clip, and the actor,
// topic and collection it belongs to (seed-media.ts adds the numbers). Titles are unique
// without numbering: every genre has more subject × template pairs than it has videos.
import { CLIPS, isPortrait, type ClipKey } from '../services/video/media-library';
import { SEED_ACTORS, SEED_COLLECTIONS, SEED_TOPICS } from './media-lists';
import type { Genre, SubGenre } from './genre-types';
import { GENRES, TAG } from './media-words';
import { pick, shuffle, type Rand } from './seed-random';

export type VideoWords = {
  genre: Genre;
  title: string;
  description: string;
  clip: (typeof CLIPS)[number];
  tagIds: number[];
  actorId: number | null;
  topicId: number | null;
  collectionId: number | null;
};

type Clip = (typeof CLIPS)[number];
// Portrait clips belong to the short-video feed's own seed (seed-shorts.ts).
const SHORT_CLIPS = CLIPS.filter((c) => c.duration <= 60 && !isPortrait(c)).map((c) => c.key);
// What a title promises about its length: a trailer is short, "three minutes" is about that.
const CLIPS_BY_TITLE: readonly [RegExp, readonly ClipKey[]][] = [
  [/三分钟/, ['clip-5']],
  [/一分钟/, ['clip-8']],
  [/预告|花絮|看点|片段|名场面|集锦|开箱|首映/, SHORT_CLIPS],
];
const DAILY_SHARE = 0.06;
const TOPIC_SHARE = 0.55;
const ACTOR_SHARE = 0.75;
const COLLECTION_SHARE = 0.45;

/** Every title a sub-genre can give, shuffled ({n} templates in three episodes each). */
function titlesOf(rand: Rand, sub: SubGenre, episodes: number): string[] {
  const titles = sub.subjects.flatMap((s) =>
    sub.templates.flatMap((t) => {
      if (!t.includes('{n}')) return [t.replace('{s}', s)];
      const numbers = shuffle(
        rand,
        Array.from({ length: episodes }, (_, i) => i + 1),
      );
      return numbers.slice(0, 3).map((n) => t.replace('{s}', s).replace('{n}', String(n)));
    }),
  );
  return shuffle(rand, titles);
}

/** One genre per video, shuffled; the first is a film (the home banner ad's "热门大片"). */
function genreSlots(rand: Rand, count: number): Genre[] {
  const slots = shuffle(
    rand,
    GENRES.flatMap((g) => Array<Genre>(g.count).fill(g)),
  );
  if (slots.length !== count) throw new Error(`genres add up to ${slots.length}, not ${count}`);
  const film = slots.findIndex((g) => g.tag === '电影');
  [slots[0], slots[film]] = [slots[film]!, slots[0]!];
  return slots;
}

function chooseClip(rand: Rand, title: string, genre: Genre, sub: SubGenre): Clip {
  const byTitle = CLIPS_BY_TITLE.find(([pattern]) => pattern.test(title))?.[1];
  const key = pick(rand, sub.clips ?? byTitle ?? genre.clips);
  return CLIPS.find((c) => c.key === key)!;
}

/** Actor, topic and collection: only ones that gather this video's tags, and not always. */
function belongings(rand: Rand, tagIds: number[]) {
  const fits = (list: readonly number[]) => list.some((t) => tagIds.includes(t));
  const actors = SEED_ACTORS.filter((a) => fits(a.tags));
  const topics = SEED_TOPICS.filter((t) => fits(t.tags));
  const sets = SEED_COLLECTIONS.filter((c) => fits(c.tags));
  const daily = SEED_TOPICS.find((t) => t.daily)!;
  let topicId: number | null = null;
  if (rand() < DAILY_SHARE) topicId = daily.id;
  else if (topics.length > 0 && rand() < TOPIC_SHARE) topicId = pick(rand, topics).id;
  return {
    actorId: actors.length > 0 && rand() < ACTOR_SHARE ? pick(rand, actors).id : null,
    topicId,
    collectionId: sets.length > 0 && rand() < COLLECTION_SHARE ? pick(rand, sets).id : null,
  };
}

/** The words of `count` videos, in id order. */
export function seedWords(rand: Rand, count: number): VideoWords[] {
  const queues = new Map<SubGenre, string[]>();
  for (const genre of GENRES)
    for (const sub of genre.subs) queues.set(sub, titlesOf(rand, sub, genre.episodes));
  const used = new Map<Genre, number>();
  const seen = new Set<string>();
  return genreSlots(rand, count).map((genre) => {
    const nth = used.get(genre) ?? 0;
    used.set(genre, nth + 1);
    // Sub-genres take turns, so each has about the same number of videos.
    const sub = genre.subs[nth % genre.subs.length]!;
    const title = queues.get(sub)!.pop();
    if (!title || seen.has(title)) throw new Error(`${genre.tag}: out of titles (${title})`);
    seen.add(title);
    const tagIds = [TAG[genre.tag]!, ...(sub.tag ? [TAG[sub.tag]!] : [])];
    return {
      genre,
      title,
      description: `${title}。${pick(rand, genre.blurbs)}`,
      clip: chooseClip(rand, title, genre, sub),
      tagIds,
      ...belongings(rand, tagIds),
    };
  });
}

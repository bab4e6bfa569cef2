// The shape of a genre in the seed's word lists (genres-video.ts, genres-channel.ts).
import type { ClipKey } from '../services/video/media-library';

export type SubGenre = {
  /** Tag name of the sub-genre (undefined: the genre has no sub-genres). */
  tag?: string;
  subjects: readonly string[];
  templates: readonly string[];
  /** Clips that suit it, when not the genre's. */
  clips?: readonly ClipKey[];
};

export type Genre = {
  tag: string;
  /** How many of the catalogue's videos are of this genre. */
  count: number;
  /** Highest {n} of its templates (episode, issue, part). */
  episodes: number;
  subs: readonly SubGenre[];
  blurbs: readonly string[];
  clips: readonly ClipKey[];
};

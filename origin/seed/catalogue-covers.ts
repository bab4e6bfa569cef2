// The catalogue's pictures make-images.ts draws: one cover per video showing its title, one
// per collection and topic showing its name, one avatar per actor showing a character of the
// name; each in the style of its genre (cover-styles.ts).
import { COVER_STYLES, type CoverStyle } from './cover-styles';
import { SEED_ACTORS, SEED_COLLECTIONS, SEED_TOPICS } from './media-lists';
import { GENRES, TAG } from './media-words';
import { seedCatalogue } from './seed-media';

export type CoverJob = {
  /** Path under the IMAGE line, without the leading slash. */
  file: string;
  /** What the picture shows, exactly: cover-texts.json records it. */
  text: string;
  style: CoverStyle;
  /** Varies colours and motif per picture. */
  seed: number;
  size: string;
  /** One big character (an avatar) rather than a title. */
  glyph?: boolean;
};

/** The style of the genre a tag belongs to (the genre's own tag or one of its sub-genres). */
function styleOf(tagId: number | undefined): CoverStyle {
  const genre = GENRES.find(
    (g) => TAG[g.tag] === tagId || g.subs.some((s) => s.tag && TAG[s.tag] === tagId),
  );
  return COVER_STYLES[genre?.tag ?? '综艺']!;
}

/** An avatar's character: the first Chinese one of the name (Mia米娅 → 米). */
export function avatarGlyph(name: string): string {
  return [...name].find((ch) => ch.charCodeAt(0) >= 0x2e80) ?? name[0]!.toUpperCase();
}

type Named = { id: number; name: string; cover: string };

/** Covers that show a name, in the style of the first genre the seed list gives the item. */
function nameCovers(
  rows: readonly Named[],
  seeded: readonly { id: number; tags: number[] }[],
  seedBase: number,
) {
  return rows.map((row) => ({
    file: row.cover.slice(1),
    text: row.name,
    style: styleOf(seeded.find((x) => x.id === row.id)?.tags[0]),
    seed: seedBase + row.id,
    size: '480x270',
  }));
}

export function catalogueCovers(): CoverJob[] {
  const { videos, collections, topics, actors } = seedCatalogue();
  return [
    ...videos.map((v) => ({
      file: v.cover.slice(1),
      text: v.title,
      style: styleOf(v.tagIds[0]),
      seed: v.id,
      // 16:9 at about a full-width phone card's CSS size.
      size: '480x270',
    })),
    ...nameCovers(collections, SEED_COLLECTIONS, 500),
    ...nameCovers(topics, SEED_TOPICS, 600),
    ...actors.map((a) => ({
      file: a.avatar.slice(1),
      text: avatarGlyph(a.name),
      style: styleOf(SEED_ACTORS.find((x) => x.id === a.id)?.tags[0]),
      seed: 700 + a.id,
      size: '200x200',
      glyph: true,
    })),
  ];
}

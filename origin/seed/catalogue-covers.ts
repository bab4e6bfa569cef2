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

export function catalogueCovers(): CoverJob[] {
  const { videos, collections, topics, actors } = seedCatalogue();
  const path = (file: string) => file.slice(1);
  const tagsOf = <T extends { id: number; tags: number[] }>(list: readonly T[], id: number) =>
    list.find((x) => x.id === id)?.tags[0];
  return [
    ...videos.map((v) => ({
      file: path(v.cover),
      text: v.title,
      style: styleOf(v.tagIds[0]),
      seed: v.id,
      // 16:9 at about a full-width phone card's CSS size.
      size: '480x270',
    })),
    ...collections.map((c) => ({
      file: path(c.cover),
      text: c.name,
      style: styleOf(tagsOf(SEED_COLLECTIONS, c.id)),
      seed: 500 + c.id,
      size: '480x270',
    })),
    ...topics.map((t) => ({
      file: path(t.cover),
      text: t.name,
      style: styleOf(tagsOf(SEED_TOPICS, t.id)),
      seed: 600 + t.id,
      size: '480x270',
    })),
    ...actors.map((a) => ({
      file: path(a.avatar),
      text: avatarGlyph(a.name),
      style: styleOf(tagsOf(SEED_ACTORS, a.id)),
      seed: 700 + a.id,
      size: '200x200',
      glyph: true,
    })),
  ];
}

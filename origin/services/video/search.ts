// Search: videos whose title, one of whose tags, or whose actor's name contains the keyword
// (case-insensitive, the keyword taken literally), and the hot-search lists.
import { and, asc, desc, eq, exists, ilike, or, sql } from 'drizzle-orm';

import { KEYWORD_MAX_LENGTH } from '@/lib/domain/video/search-history';

import type { Db } from '../../db/client';
import { actors, hotSearches, tags, videos, videoTags } from '../../db/schema/media';
import { badInput } from '../../http/envelope';
import { videoPage } from './media-feeds';
import type { PageOf, VideoCard } from './media-types';
import type { PageRequest } from '../platform/paging';
import type { Payload } from '../platform/validate';

export function keywordField(payload: Payload): string {
  const value = payload.keyword;
  const keyword = typeof value === 'string' ? value.trim() : '';
  if (keyword.length === 0) throw badInput('请输入搜索关键词');
  // Counted in characters as the user sees them, not UTF-16 units.
  if ([...keyword].length > KEYWORD_MAX_LENGTH)
    throw badInput(`搜索关键词不能超过${KEYWORD_MAX_LENGTH}个字`);
  return keyword;
}

/** `%keyword%` with the LIKE wildcards (and the escape character) of the keyword taken literally. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function searchVideos(
  db: Db,
  keyword: string,
  request: PageRequest,
  nowMs: number,
): Promise<PageOf<VideoCard>> {
  const pattern = containsPattern(keyword);
  const matches = or(
    ilike(videos.title, pattern),
    exists(
      db
        .select({ one: sql`1` })
        .from(videoTags)
        .innerJoin(tags, eq(tags.id, videoTags.tagId))
        .where(and(eq(videoTags.videoId, videos.id), ilike(tags.name, pattern))),
    ),
    exists(
      db
        .select({ one: sql`1` })
        .from(actors)
        .where(and(eq(actors.id, videos.actorId), ilike(actors.name, pattern))),
    ),
  );
  return videoPage(db, matches, 'sort', request, nowMs);
}

export type HotSearch = { keyword: string; heat: number };

export async function hotSearchList(db: Db, limit?: number): Promise<{ list: HotSearch[] }> {
  const query = db
    .select({ keyword: hotSearches.keyword, heat: hotSearches.heat })
    .from(hotSearches)
    .orderBy(desc(hotSearches.heat), asc(hotSearches.id));
  return { list: limit === undefined ? await query : await query.limit(limit) };
}

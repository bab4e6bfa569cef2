// Which catalogue rows a viewer meets (docs/media-api.md "Ingestion"): the one condition every
// list (home sections, feeds, search, a profile's videos, a card) and play apply. A row is shown
// while published and from its visibleFrom (a scheduled publish); taken down or retired, it is
// gone for everyone, but a taken-down video still plays for whoever bought it (or its collection).
import { and, eq, isNull, lte, or, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { videos } from '../../db/schema/media';
import { outsidePaidPosts } from '../community/post-videos';
import { boughtSql } from './media-cards';

/** Published, and its time has come. */
export function visibleAt(nowMs: number): SQL {
  return and(
    eq(videos.status, 'published'),
    or(isNull(videos.visibleFrom), lte(videos.visibleFrom, new Date(nowMs))),
  )!;
}

/** For a WHERE over videos in any list: visible now, and not a paid post's (post-videos.ts). */
export function listedAt(db: Db, nowMs: number): SQL {
  return and(visibleAt(nowMs), outsidePaidPosts(db))!;
}

/** For a WHERE over videos a user asks to play: visible now, or taken down but theirs. */
export function playableFor(db: Db, userId: number, nowMs: number): SQL {
  return or(visibleAt(nowMs), and(eq(videos.status, 'unpublished'), boughtSql(db, userId)))!;
}

// content/info: a shared content item (contentType, id) resolved to its in-app route, once the
// origin has checked the item exists: videos (1, 2), collections (3) and published posts (4).
import { and, eq } from 'drizzle-orm';

import { routeForContentType } from '@/lib/domain/platform/links';

import type { Db } from '../../db/client';
import { posts } from '../../db/schema/community';
import { collections, videos } from '../../db/schema/media';
import { notFound } from '../../http/envelope';
import { TIP_VIDEO_NOT_FOUND } from '../video/media-cards';
import { TIP_COLLECTION_NOT_FOUND } from '../money/wallet';

export const CONTENT_TYPES = { video: [1, 2], collection: [3], post: [4] } as const;

export type ContentInfo = { contentType: number; id: number; link: string };

/** contentType 1–10 and a positive id, as the call's schema checked them. */
export async function contentInfo(db: Db, contentType: number, id: number): Promise<ContentInfo> {
  let found: unknown[];
  if ((CONTENT_TYPES.video as readonly number[]).includes(contentType)) {
    found = await db.select({ id: videos.id }).from(videos).where(eq(videos.id, id));
    if (found.length === 0) throw notFound(TIP_VIDEO_NOT_FOUND);
  } else if ((CONTENT_TYPES.collection as readonly number[]).includes(contentType)) {
    found = await db.select({ id: collections.id }).from(collections).where(eq(collections.id, id));
    if (found.length === 0) throw notFound(TIP_COLLECTION_NOT_FOUND);
  } else if ((CONTENT_TYPES.post as readonly number[]).includes(contentType)) {
    found = await db
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.id, id), eq(posts.status, 'published')));
    if (found.length === 0) throw notFound('帖子不存在或已删除');
  } else {
    // Circles, novels… have no catalogue on this origin yet: nothing can be shared.
    throw notFound('该内容不存在或暂不支持分享');
  }
  return { contentType, id, link: routeForContentType(contentType, id) };
}

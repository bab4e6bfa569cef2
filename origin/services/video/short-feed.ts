// The short-video feed (media/short/recommend): short videos, newest first, each with what the
// vertical pager shows beside the picture: the uploader (avatar → their profile) and the post
// the video was published in (its comments are the clip's).
import { and, eq, inArray } from 'drizzle-orm';

import { displayName } from '@/lib/domain/account/display-name';
import type { ShortCard } from '@/lib/protocol/shapes/video';

import type { Db } from '../../db/client';
import { posts } from '../../db/schema/community';
import { videos } from '../../db/schema/media';
import { users } from '../../db/schema/users';
import { markOwnedPage, type CardViewer } from './media-cards';
import { feedPage } from './media-feeds';
import type { PageOf } from './media-types';
import type { PageRequest } from '../platform/paging';

export async function shortFeedPage(
  db: Db,
  viewer: CardViewer,
  request: PageRequest,
  nowMs: number,
): Promise<PageOf<ShortCard>> {
  const page = await markOwnedPage(
    db,
    viewer,
    await feedPage(db, { kind: 'short' }, 'new', request, nowMs),
  );
  const ids = page.list.map((card) => card.id);
  if (ids.length === 0) return { ...page, list: [] };
  const owners = await db
    .select({ videoId: videos.id, id: users.id, nickname: users.nickname, avatar: users.avatar })
    .from(videos)
    .innerJoin(users, eq(users.id, videos.uploaderId))
    .where(inArray(videos.id, ids));
  const published = await db
    .select({ videoId: posts.videoId, id: posts.id, comments: posts.comments })
    .from(posts)
    .where(and(inArray(posts.videoId, ids), eq(posts.status, 'published')));
  const ownerOf = new Map(owners.map((o) => [o.videoId, o]));
  const postOf = new Map(published.map((p) => [p.videoId, p]));
  return {
    ...page,
    list: page.list.map((card) => {
      const owner = ownerOf.get(card.id);
      const post = postOf.get(card.id);
      return {
        ...card,
        uploader: owner ? { id: owner.id, name: displayName(owner), avatar: owner.avatar } : null,
        postId: post?.id ?? null,
        comments: post?.comments ?? 0,
      };
    }),
  };
}

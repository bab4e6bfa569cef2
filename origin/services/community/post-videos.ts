// The catalogue row a video post becomes (post-publish.ts, a post with an upload): a paid post's
// video belongs to the post, so it plays only for whom may read the post (its author, its buyers) and is listed only
// through the post, never in a feed, a search or a profile's video list.
import { and, eq, gt, isNotNull, ne, notExists, sql, type SQL } from 'drizzle-orm';

import { CODES } from '@/lib/protocol/codes';

import type { Db } from '../../db/client';
import { postPurchases, posts } from '../../db/schema/community';
import { videos } from '../../db/schema/media';
import { ApiError } from '../../http/envelope';

export const TIP_POST_VIDEO_LOCKED = '购买帖子后即可观看该视频';

const one = { one: sql`1` };

/** For a WHERE over videos: not the video of a paid post. */
export function outsidePaidPosts(db: Db): SQL {
  return notExists(
    db
      .select(one)
      .from(posts)
      .where(and(eq(posts.videoId, videos.id), isNotNull(posts.uploadId), gt(posts.price, 0))),
  );
}

/** 4030 when a paid post holds this video and the viewer neither wrote nor bought the post. */
export async function refuseLockedPostVideo(db: Db, videoId: number, userId: number) {
  const locked = await db
    .select(one)
    .from(posts)
    .where(
      and(
        eq(posts.videoId, videoId),
        // Made from the post's own upload: a seeded post that shows a catalogue video leaves that
        // video to its own access rule.
        isNotNull(posts.uploadId),
        gt(posts.price, 0),
        ne(posts.userId, userId),
        notExists(
          db
            .select(one)
            .from(postPurchases)
            .where(and(eq(postPurchases.postId, posts.id), eq(postPurchases.userId, userId))),
        ),
      ),
    )
    .limit(1);
  if (locked.length > 0) throw new ApiError(CODES.forbidden, TIP_POST_VIDEO_LOCKED);
}

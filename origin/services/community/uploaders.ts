// UP主: the ranking (by followers, or by the plays of their videos), a profile with a page of
// their videos, and follows. A follow row and the follower count change in one statement, so
// the count stays exact whatever runs at the same time. A new follower is a message to the followed.
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';

import { upInfoRoute } from '@/lib/domain/community/links';
import { displayName } from '@/lib/domain/account/display-name';
import type { UploaderCard, UploaderInfo } from '@/lib/protocol/shapes/community';

import type { Db } from '../../db/client';
import { follows, posts, uploaders } from '../../db/schema/community';
import { videos } from '../../db/schema/media';
import { users } from '../../db/schema/users';
import { badInput, notFound } from '../../http/envelope';
import { videoPage } from '../video/media-feeds';
import { notifyUser } from '../account/messages';
import type { PageOf } from '../video/media-types';
import { pageOf, type PageRequest } from '../platform/paging';
import { USERS_LOCKED, usersLockedFirst } from '../account/user-lock';

export const TIP_USER_NOT_FOUND = '用户不存在或已注销';

type Rows<T> = { rows: T[] };

function cardColumns(db: Db, viewerId: number) {
  return {
    id: users.id,
    nickname: users.nickname,
    avatar: users.avatar,
    intro: sql<string>`coalesce(${uploaders.intro}, '')`,
    followers: sql<number>`coalesce(${uploaders.followers}, 0)::int`,
    plays: sql<number>`(SELECT coalesce(sum(${videos.views}), 0) FROM ${videos} WHERE ${videos.uploaderId} = ${users.id})::bigint`,
    videos: sql<number>`(SELECT count(*) FROM ${videos} WHERE ${videos.uploaderId} = ${users.id})::int`,
    posts: sql<number>`(SELECT count(*) FROM ${posts} WHERE ${posts.userId} = ${users.id} AND ${posts.status} = 'published')::int`,
    following: sql<boolean>`EXISTS (${db
      .select({ one: sql`1` })
      .from(follows)
      .where(and(eq(follows.followerId, viewerId), eq(follows.uploaderId, users.id)))})`,
  };
}

type CardRow = {
  id: number;
  nickname: string;
  avatar: string;
  intro: string;
  followers: number;
  plays: number;
  videos: number;
  posts: number;
  following: boolean;
};

function toCard(row: CardRow): UploaderCard {
  return {
    id: row.id,
    name: displayName(row),
    avatar: row.avatar,
    intro: row.intro,
    followers: Number(row.followers),
    plays: Number(row.plays),
    videos: Number(row.videos),
    posts: Number(row.posts),
    following: Boolean(row.following),
  };
}

export async function uploaderRanking(
  db: Db,
  viewerId: number,
  sort: 'followers' | 'plays',
  request: PageRequest,
): Promise<PageOf<UploaderCard>> {
  const columns = cardColumns(db, viewerId);
  const order: SQL[] =
    sort === 'plays'
      ? [desc(columns.plays), desc(columns.followers), asc(users.id)]
      : [desc(uploaders.followers), asc(users.id)];
  const rows = await db
    .select(columns)
    .from(uploaders)
    .innerJoin(users, eq(users.id, uploaders.userId))
    .orderBy(...order)
    .limit(request.pageSize)
    .offset(request.offset);
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(uploaders);
  return pageOf(rows.map(toCard), request, Number(total?.n ?? 0));
}

/** The UP主 the viewer follows (/mine/myFollow), the latest follow first. */
export async function followedUploaders(
  db: Db,
  viewerId: number,
  request: PageRequest,
): Promise<PageOf<UploaderCard>> {
  const mine = eq(follows.followerId, viewerId);
  const rows = await db
    .select(cardColumns(db, viewerId))
    .from(follows)
    .innerJoin(users, eq(users.id, follows.uploaderId))
    .innerJoin(uploaders, eq(uploaders.userId, follows.uploaderId))
    .where(mine)
    .orderBy(desc(follows.createdAt), asc(users.id))
    .limit(request.pageSize)
    .offset(request.offset);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(follows)
    .where(mine);
  return pageOf(rows.map(toCard), request, Number(total?.n ?? 0));
}

/** A page of the uploaders matching `where` (search/details), most followed first. */
export async function findUploaders(
  db: Db,
  viewerId: number,
  where: SQL,
  request: PageRequest,
): Promise<PageOf<UploaderCard>> {
  const rows = await db
    .select(cardColumns(db, viewerId))
    .from(uploaders)
    .innerJoin(users, eq(users.id, uploaders.userId))
    .where(where)
    .orderBy(desc(uploaders.followers), asc(users.id))
    .limit(request.pageSize)
    .offset(request.offset);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(uploaders)
    .innerJoin(users, eq(users.id, uploaders.userId))
    .where(where);
  return pageOf(rows.map(toCard), request, Number(total?.n ?? 0));
}

export async function uploaderInfo(
  db: Db,
  viewerId: number,
  userId: number,
  request: PageRequest,
  nowMs: number,
): Promise<UploaderInfo> {
  const [row] = await db
    .select({
      ...cardColumns(db, viewerId),
      followingCount: sql<number>`(SELECT count(*) FROM ${follows} WHERE ${follows.followerId} = ${users.id})::int`,
      likes: sql<number>`((SELECT coalesce(sum(${posts.likes}), 0) FROM ${posts} WHERE ${posts.userId} = ${users.id} AND ${posts.status} = 'published') + (SELECT coalesce(sum(${videos.likes}), 0) FROM ${videos} WHERE ${videos.uploaderId} = ${users.id}))::bigint`,
    })
    .from(users)
    .leftJoin(uploaders, eq(uploaders.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw notFound(TIP_USER_NOT_FOUND);
  return {
    ...toCard(row),
    followingCount: Number(row.followingCount),
    likes: Number(row.likes),
    isSelf: userId === viewerId,
    videoList: await videoPage(db, eq(videos.uploaderId, userId), 'new', request, nowMs),
  };
}

/**
 * Follows or unfollows; idempotent. The count moves by the rows that changed, in the same
 * statement, which locks both users' rows first (user-lock.ts usersLockedFirst: a guest merge).
 */
export async function setFollow(
  db: Db,
  input: { followerId: number; uploaderId: number; follow: boolean; nowMs: number },
): Promise<{ following: boolean; followers: number }> {
  const { followerId, uploaderId } = input;
  if (followerId === uploaderId) throw badInput('不能关注自己');
  if (!input.follow) return unfollow(db, followerId, uploaderId);
  const at = new Date(input.nowMs).toISOString();
  const result = (await db.execute(sql`WITH ${usersLockedFirst([followerId, uploaderId])},
    target AS (SELECT id FROM users WHERE id = ${uploaderId} AND ${USERS_LOCKED}),
    changed AS (
      INSERT INTO follows (follower_id, uploader_id, created_at)
      SELECT ${followerId}, id, ${at}::timestamptz FROM target
      ON CONFLICT DO NOTHING RETURNING 1)
    INSERT INTO uploaders (user_id, followers, created_at)
    SELECT id, (SELECT count(*) FROM changed)::int, ${at}::timestamptz FROM target
    ON CONFLICT (user_id) DO UPDATE SET followers = uploaders.followers + EXCLUDED.followers
    RETURNING followers, (SELECT count(*) FROM changed)::int AS added`)) as unknown as Rows<{
    followers: number;
    added: number;
  }>;
  const row = result.rows[0];
  if (!row) throw notFound(TIP_USER_NOT_FOUND);
  // A new follow (not a repeated one) is a 新增关注 message to the one followed.
  if (Number(row.added) > 0) await notifyFollowed(db, followerId, uploaderId, input.nowMs);
  return { following: true, followers: Number(row.followers) };
}

async function notifyFollowed(db: Db, followerId: number, uploaderId: number, nowMs: number) {
  const [follower] = await db
    .select({ nickname: users.nickname })
    .from(users)
    .where(eq(users.id, followerId));
  const name = displayName({ id: followerId, nickname: follower?.nickname });
  await notifyUser(db, {
    userId: uploaderId,
    kind: 'follow',
    title: '新增关注',
    body: `${name} 关注了你`,
    link: upInfoRoute(followerId),
    fromUserId: followerId,
    nowMs,
  });
}

async function unfollow(db: Db, followerId: number, uploaderId: number) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, uploaderId));
  if (!user) throw notFound(TIP_USER_NOT_FOUND);
  const result = (await db.execute(sql`WITH ${usersLockedFirst([followerId, uploaderId])},
    changed AS (
      DELETE FROM follows WHERE follower_id = ${followerId} AND uploader_id = ${uploaderId}
        AND ${USERS_LOCKED}
      RETURNING 1)
    UPDATE uploaders SET followers = greatest(followers - (SELECT count(*) FROM changed)::int, 0)
    WHERE user_id = ${uploaderId} RETURNING followers`)) as unknown as Rows<{ followers: number }>;
  return { following: false, followers: Number(result.rows[0]?.followers ?? 0) };
}

// The community's kinds of a guest merge (services/account/guest-merge-kinds.ts lists them all, in their
// order): what the guest published, uploaded, wrote, liked and followed, and who followed them,
// become the account's. Counts kept on rows stay equal to their rows (guest-merge-links.ts).
import { sql } from 'drizzle-orm';

import { upInfoRoute } from '@/lib/domain/community/links';

import { moveLinks, type MergeScope } from './guest-merge-links';

type Rows<T> = { rows: T[] };
const count = (result: unknown) => (result as { rows?: unknown[] }).rows?.length ?? 0;

/**
 * Uploads (pictures, videos, AI photos) follow their owner: housekeeping keeps only what a post or
 * an order of the upload's own owner shows (services/platform/upload-cleanup.ts). One the account made under
 * the same client identifier keeps it; the guest's takes its id on (it only keys a resume).
 */
export async function moveUploads(m: MergeScope): Promise<number> {
  return count(
    await m.tx.execute(sql`
      UPDATE uploads SET user_id = ${m.to},
        identifier = CASE WHEN EXISTS (SELECT 1 FROM uploads mine
            WHERE mine.user_id = ${m.to} AND mine.identifier = uploads.identifier)
          THEN uploads.identifier || '~' || uploads.id ELSE uploads.identifier END
      WHERE user_id = ${m.from} RETURNING id`),
  );
}

/** Posts, in every state, and the catalogue videos their video posts made: the account's now. */
export async function movePosts(m: MergeScope): Promise<number> {
  const moved = count(
    await m.tx.execute(
      sql`UPDATE posts SET user_id = ${m.to} WHERE user_id = ${m.from} RETURNING id`,
    ),
  );
  await m.tx.execute(sql`UPDATE videos SET uploader_id = ${m.to} WHERE uploader_id = ${m.from}`);
  return moved;
}

/**
 * Comments the guest wrote, and the replies and @-mentions that name the guest, name the account.
 * Counts (a post's comments, a thread's replies) are unchanged: no comment comes or goes.
 */
export async function moveComments(m: MergeScope): Promise<number> {
  const moved = count(
    await m.tx.execute(
      sql`UPDATE comments SET user_id = ${m.to} WHERE user_id = ${m.from} RETURNING id`,
    ),
  );
  await m.tx.execute(
    sql`UPDATE comments SET reply_to_user_id = ${m.to} WHERE reply_to_user_id = ${m.from}`,
  );
  // Each id once, in the order first mentioned (a comment may have named both).
  await m.tx.execute(sql`
    UPDATE comments SET mentions = (
      SELECT jsonb_agg(person ORDER BY first) FROM (
        SELECT CASE WHEN e.id::int = ${m.from} THEN ${m.to}::int ELSE e.id::int END AS person,
          min(e.n) AS first
        FROM jsonb_array_elements_text(comments.mentions) WITH ORDINALITY AS e(id, n)
        GROUP BY 1) named)
    WHERE mentions @> ${JSON.stringify([m.from])}::jsonb`);
  return moved;
}

/** Likes of posts; one of a post the account liked too is dropped and the post's likes go down. */
export const movePostLikes = (m: MergeScope) =>
  moveLinks(m, {
    table: 'post_likes',
    user: 'user_id',
    key: 'post_id',
    rest: ['created_at'],
    counter: { table: 'posts', column: 'likes', id: 'id' },
  });

/** Likes of comments (of posts and videos), as those of posts (the comment's likes). */
export const moveCommentLikes = (m: MergeScope) =>
  moveLinks(m, {
    table: 'comment_likes',
    user: 'user_id',
    key: 'comment_id',
    rest: ['created_at'],
    counter: { table: 'comments', column: 'likes', id: 'id' },
  });

/** Favourites of posts, as their likes (the post's collects). */
export const movePostFavourites = (m: MergeScope) =>
  moveLinks(m, {
    table: 'post_favourites',
    user: 'user_id',
    key: 'post_id',
    rest: ['created_at'],
    counter: { table: 'posts', column: 'collects', id: 'id' },
  });

/** Likes of videos, as those of posts (the video's likes). */
export const moveVideoLikes = (m: MergeScope) =>
  moveLinks(m, {
    table: 'video_likes',
    user: 'user_id',
    key: 'video_id',
    rest: ['created_at'],
    counter: { table: 'videos', column: 'likes', id: 'id' },
  });

/**
 * The UP主 the guest follows: the account follows them. One the account follows already, or the
 * account itself, is dropped, and that UP主's followers go down by one.
 */
export const moveFollows = (m: MergeScope) =>
  moveLinks(m, {
    table: 'follows',
    user: 'follower_id',
    key: 'uploader_id',
    rest: ['created_at'],
    counter: { table: 'uploaders', column: 'followers', id: 'user_id' },
    notToSelf: true,
  });

/**
 * Who followed the guest follows the account: the account's followers go up by those new to it (a
 * fan of both counts once; the account's own follow of the guest is dropped), and the guest's UP主
 * row goes, its followers all gone. The account gets an UP主 row when the guest had one.
 */
export async function moveFollowers(m: MergeScope): Promise<number> {
  const result = (await m.tx.execute(sql`
    WITH gone AS (
      DELETE FROM follows WHERE uploader_id = ${m.from} RETURNING follower_id, created_at),
    moved AS (
      INSERT INTO follows (follower_id, uploader_id, created_at)
      SELECT follower_id, ${m.to}, created_at FROM gone WHERE follower_id <> ${m.to}
      ON CONFLICT DO NOTHING RETURNING 1),
    guest AS (DELETE FROM uploaders WHERE user_id = ${m.from} RETURNING created_at),
    account AS (
      INSERT INTO uploaders (user_id, followers, created_at)
      SELECT ${m.to}, (SELECT count(*) FROM moved)::int,
        coalesce((SELECT created_at FROM guest), ${m.at.toISOString()}::timestamptz)
      WHERE EXISTS (SELECT 1 FROM guest) OR EXISTS (SELECT 1 FROM moved)
      ON CONFLICT (user_id) DO UPDATE SET followers = uploaders.followers + EXCLUDED.followers
      RETURNING 1)
    SELECT (SELECT count(*) FROM moved)::int AS moved`)) as unknown as Rows<{ moved: number }>;
  return Number(result.rows[0]?.moved ?? 0);
}

/**
 * The guest's inbox (replies, new followers, notices to them) is the account's; the guest's read
 * marks go (the account's stand). Messages the guest caused (a follow, a reply) name the account,
 * and a 新增粉丝 message opens the account's page, not the guest's emptied one.
 */
export async function moveMessages(m: MergeScope): Promise<number> {
  const moved = count(
    await m.tx.execute(
      sql`UPDATE messages SET user_id = ${m.to} WHERE user_id = ${m.from} RETURNING id`,
    ),
  );
  await m.tx.execute(sql`
    UPDATE messages SET from_user_id = ${m.to},
      link = CASE WHEN kind = 'follow' AND link = ${upInfoRoute(m.from)} THEN ${upInfoRoute(m.to)} ELSE link END
    WHERE from_user_id = ${m.from}`);
  await m.tx.execute(sql`DELETE FROM message_reads WHERE user_id = ${m.from}`);
  return moved;
}

/** Feedback, with the operator's answers and the pictures sent with it (the avatar stays). */
export async function moveFeedback(m: MergeScope): Promise<number> {
  const moved = count(
    await m.tx.execute(
      sql`UPDATE feedback SET user_id = ${m.to} WHERE user_id = ${m.from} RETURNING id`,
    ),
  );
  await m.tx.execute(
    sql`UPDATE user_images SET user_id = ${m.to} WHERE user_id = ${m.from} AND kind = 'feedback'`,
  );
  return moved;
}

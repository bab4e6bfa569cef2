// Publishing: a post is stored pending, then moderation decides (the operator's rules; a video
// post waits for its transcoding first): published, or rejected with a reason its author sees.
// A published video post puts its clip in the catalogue as the author's video.
import { and, count, eq, gte, inArray } from 'drizzle-orm';

import { bannedWordIn, judgeText } from '@/lib/domain/community/moderation';
import { cleanText, textLength } from '@/lib/domain/platform/text-normalise';
import { POST_TEXT_MAX } from '@/lib/domain/community/limits';
import { TIP_VIDEO_FAILED } from '@/lib/domain/video/uploads';
import type { PostStatus } from '@/lib/protocol/shapes/community';

import type { Db } from '../../db/client';
import { posts, uploaders, uploads } from '../../db/schema/community';
import { videos } from '../../db/schema/media';
import { badInput, rateLimited } from '../../http/envelope';
import { communitySettings } from './config';
import { lockUser } from '../account/user-lock';
import { refuseIfBanned } from './bans';
import { openCase } from './reports';

export type PublishInput = {
  userId: number;
  content: string;
  categoryId?: number;
  images?: string[];
  video?: string;
  price?: number;
};

const HOUR_MS = 3_600_000;
/** Editorial order of uploaded videos: after the operator's catalogue in the default feeds. */
const UPLOADED_VIDEO_SORT = 1_000_000;

/** Makes sure the author has an uploader row (the ranking and follow counts hang on it). */
export async function ensureUploader(db: Db, userId: number, nowMs: number): Promise<void> {
  await db
    .insert(uploaders)
    .values({ userId, createdAt: new Date(nowMs) })
    .onConflictDoNothing();
}

async function ownUploads(db: Db, userId: number, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.userId, userId), inArray(uploads.id, ids)));
  return ids.map((id) => rows.find((r) => r.id === id));
}

/** post/publish: checks and stores the post as pending; moderation runs after (services/community/jobs.ts). */
export async function publishPost(
  db: Db,
  input: PublishInput,
  nowMs: number,
): Promise<{ id: number; status: PostStatus; rejectReason: string }> {
  // One transaction under the author's lock: parallel publishes are counted one after another.
  return db.transaction((tx) => publishLocked(tx, input, nowMs));
}

async function publishLocked(
  db: Db,
  input: PublishInput,
  nowMs: number,
): Promise<{ id: number; status: PostStatus; rejectReason: string }> {
  const content = cleanText(input.content);
  const images = [...new Set(input.images ?? [])];
  if (textLength(content) > POST_TEXT_MAX) throw badInput(`帖子内容最多${POST_TEXT_MAX}个字`);
  if (images.length > 0 && input.video) throw badInput('图片和视频只能选择一种');
  if (content === '' && images.length === 0 && !input.video) throw badInput('请输入帖子内容');
  await refuseIfBanned(db, input.userId, nowMs);
  const { categories, rules } = await communitySettings(db);
  if (
    input.categoryId !== undefined &&
    !categories.some((c) => c.id === input.categoryId && c.type === 'topic')
  )
    throw badInput('请选择有效的话题分类');
  await lockUser(db, input.userId);
  const [recent] = await db
    .select({ n: count() })
    .from(posts)
    .where(and(eq(posts.userId, input.userId), gte(posts.createdAt, new Date(nowMs - HOUR_MS))));
  if ((recent?.n ?? 0) >= rules.postsPerHour) throw rateLimited(600, '发帖太频繁，请稍后再试');

  const pictures = await ownUploads(db, input.userId, images);
  if (pictures.some((p) => !p || p.kind !== 'image' || p.status !== 'ready'))
    throw badInput('图片未上传完成或已失效，请重新上传');
  const [video] = await ownUploads(db, input.userId, input.video ? [input.video] : []);
  if (input.video && (!video || video.kind !== 'video' || video.status === 'failed'))
    throw badInput('视频未上传完成或已失效，请重新上传');

  await ensureUploader(db, input.userId, nowMs);
  const [row] = await db
    .insert(posts)
    .values({
      userId: input.userId,
      categoryId: input.categoryId ?? null,
      kind: video ? 'video' : pictures.length > 0 ? 'image' : 'text',
      content,
      images: pictures.map((p) => p!.url),
      uploadId: video?.id ?? null,
      status: 'pending',
      price: input.price ?? 0,
      createdAt: new Date(nowMs),
    })
    .returning({ id: posts.id, status: posts.status, rejectReason: posts.rejectReason });
  return row!;
}

const firstLine = (text: string) => [...(text.split('\n')[0] ?? '')].slice(0, 30).join('');

/**
 * Decides a pending post. A video post waits while its video is processing (called again when
 * the transcoding ends). Answers the post's state after the decision (null: unknown post).
 */
export async function moderatePost(
  db: Db,
  postId: number,
  nowMs: number,
): Promise<PostStatus | null> {
  const [post] = await db.select().from(posts).where(eq(posts.id, postId));
  if (!post) return null;
  if (post.status !== 'pending') return post.status;
  const { rules } = await communitySettings(db);
  let verdict = judgeText(post.content, rules);
  let video: typeof uploads.$inferSelect | undefined;
  if (post.uploadId) {
    [video] = await db.select().from(uploads).where(eq(uploads.id, post.uploadId));
    if (video?.status === 'processing') return 'pending';
    // The upload's own reason when it has one (视频时长不能超过10分钟…).
    if (!video || video.status !== 'ready' || !video.clip)
      verdict = { ok: false, reason: video?.error || TIP_VIDEO_FAILED };
  }
  return db.transaction(async (tx) => {
    // The post locked and read again: a second run of the job (another worker) waits here,
    // then finds it decided, and makes no second video.
    const [locked] = await tx
      .select({ status: posts.status })
      .from(posts)
      .where(eq(posts.id, postId))
      .for('update');
    if (!locked || locked.status !== 'pending') return locked?.status ?? null;
    if (!verdict.ok) {
      const done = await tx
        .update(posts)
        .set({ status: 'rejected', rejectReason: verdict.reason })
        .where(and(eq(posts.id, postId), eq(posts.status, 'pending')))
        .returning({ id: posts.id });
      // A word match is the list's guess: the post goes to the moderators' queue, who may publish it.
      if (done.length > 0 && bannedWordIn(post.content, rules.bannedWords) !== null)
        await openCase(
          tx,
          { kind: 'post', targetId: postId, source: 'words', autoReason: verdict.reason },
          { authorId: post.userId, content: post.content, images: post.images },
          nowMs,
        );
      return 'rejected';
    }
    await publishDecided(tx, post, video, nowMs);
    return 'published';
  });
}

/**
 * Publishes a post the rules (or a moderator) passed: a video post's clip becomes the author's
 * catalogue video. Only from `pending` (a moderator's approval sets it back first).
 */
export async function publishDecided(
  tx: Db,
  post: typeof posts.$inferSelect,
  video: typeof uploads.$inferSelect | undefined,
  nowMs: number,
): Promise<void> {
  let videoId: number | null = null;
  if (video?.clip) {
    const [made] = await tx
      .insert(videos)
      .values({
        title: firstLine(post.content) || '用户视频',
        description: post.content,
        cover: video.url,
        clip: video.clip,
        duration: video.duration ?? 0,
        // Portrait and short: a short video (isShortVideo), its card opens the pager.
        width: video.width ?? 0,
        height: video.height ?? 0,
        access: 'free',
        publishedAt: new Date(nowMs),
        sort: UPLOADED_VIDEO_SORT,
        uploaderId: post.userId,
      })
      .returning({ id: videos.id });
    videoId = made!.id;
  }
  await tx
    .update(posts)
    .set({ status: 'published', rejectReason: '', videoId })
    .where(and(eq(posts.id, post.id), eq(posts.status, 'pending')));
}

/** The pending posts waiting for an upload (the transcoding of their video just ended). */
export async function postsWaitingFor(db: Db, uploadId: string): Promise<number[]> {
  const rows = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.uploadId, uploadId), eq(posts.status, 'pending')));
  return rows.map((r) => r.id);
}

export async function pendingPosts(db: Db): Promise<number[]> {
  const rows = await db.select({ id: posts.id }).from(posts).where(eq(posts.status, 'pending'));
  return rows.map((r) => r.id);
}

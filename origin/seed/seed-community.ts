// The community seed: 40 UP主 (accounts up_01 … up_40, password as the demo's) who own most of
// the catalogue's videos, 300 fans who follow them (so the ranking has real, exact counts), 160
// posts over the topic categories (text, pictures, videos; some essence, some paid), and 1,000
// comments with replies and @-mentions. Deterministic: fixed ids, dates and randomness.
import { sql } from 'drizzle-orm';

import type { Db } from '../db/client';
import { comments, follows, posts, uploaders, type PostKind } from '../db/schema/community';
import { users } from '../db/schema/users';
import {
  COMMENT_LINES,
  FAN_PREFIXES,
  POST_ENDINGS,
  REPLY_LINES,
  TOPIC_LINES,
  UPLOADER_INTROS,
  UPLOADER_NAMES,
} from './community-words';
import { insertRows } from './insert-rows';
import { FIRST_VIDEO_ID, SEED_MEDIA_CLOCK, SEED_VIDEO_COUNT } from './seed-media';
import { pick, prng, shuffle, type Rand } from './seed-random';
import { SEED_CREATED_AT } from './seed-users';

export const FIRST_UPLOADER_ID = 2001;
export const UPLOADER_COUNT = 40;
export const FIRST_FAN_ID = 5001;
export const FAN_COUNT = 300;
export const SEED_POST_COUNT = 160;
export const SEED_COMMENT_COUNT = 1000;
/** Topic categories of the seed config (影视 … 摄影). */
export const TOPIC_IDS = [5, 6, 7, 8, 9] as const;
export const PHOTO_COUNT = 24;

const DAY_MS = 86_400_000;
const uploaderIds = Array.from({ length: UPLOADER_COUNT }, (_, i) => FIRST_UPLOADER_ID + i);
const fanIds = Array.from({ length: FAN_COUNT }, (_, i) => FIRST_FAN_ID + i);
const pad = (n: number) => String(n).padStart(2, '0');

export const avatarOf = (index: number) => `/community/avatars/u-${pad(index + 1)}.jpg`;
export const photoOf = (index: number) => `/community/photos/p-${pad(index + 1)}.jpg`;

/** The uploader (by index) who owns a catalogue video, or null for the operator's own. */
export function videoOwner(videoId: number): number | null {
  const n = videoId - FIRST_VIDEO_ID;
  return n % 5 === 4 ? null : (n * 7) % UPLOADER_COUNT;
}

async function seedPeople(db: Db, rand: Rand): Promise<Map<number, number>> {
  await insertRows(db, users, [
    ...uploaderIds.map((id, i) => ({
      id,
      kind: 'account' as const,
      account: `up_${pad(i + 1)}`,
      // Set below to the demo's hash: one hashing for 40 accounts.
      passwordHash: null,
      deviceId: null,
      nickname: UPLOADER_NAMES[i]!,
      avatar: avatarOf(i),
      createdAt: SEED_CREATED_AT,
    })),
    ...fanIds.map((id, i) => ({
      id,
      kind: 'guest' as const,
      account: null,
      passwordHash: null,
      deviceId: `seed-fan-device-${id}`,
      nickname: `${pick(rand, FAN_PREFIXES)}${String(1000 + ((i * 7919) % 9000))}`,
      avatar: '',
      createdAt: SEED_CREATED_AT,
    })),
  ]);
  // Fans follow a few UP主 each, the first ones far more often: a ranking with a clear top.
  const rows: (typeof follows.$inferInsert)[] = [];
  const counts = new Map<number, number>(uploaderIds.map((id) => [id, 0]));
  for (const fan of [...fanIds, ...uploaderIds]) {
    const chosen = new Set<number>();
    const wanted = 1 + Math.floor(rand() * 8);
    while (chosen.size < wanted) {
      const up = uploaderIds[Math.floor(UPLOADER_COUNT * rand() ** 2)]!;
      if (up !== fan) chosen.add(up);
    }
    for (const up of chosen) {
      rows.push({ followerId: fan, uploaderId: up, createdAt: SEED_CREATED_AT });
      counts.set(up, counts.get(up)! + 1);
    }
  }
  await insertRows(db, follows, rows);
  await insertRows(
    db,
    uploaders,
    uploaderIds.map((id, i) => ({
      userId: id,
      intro: UPLOADER_INTROS[i % UPLOADER_INTROS.length]!,
      followers: counts.get(id)!,
      createdAt: SEED_CREATED_AT,
    })),
  );
  return counts;
}

function postText(rand: Rand, topic: number): string {
  const lines = TOPIC_LINES[topic]!;
  const ending = pick(rand, POST_ENDINGS);
  const body = shuffle(rand, [...lines.bodies]).slice(0, 1 + Math.floor(rand() * 2));
  return [`${pick(rand, lines.openers)}。`, ...body, ending].filter(Boolean).join('\n');
}

function seedPostRows(rand: Rand) {
  const videosOf = new Map<number, number[]>();
  for (let id = FIRST_VIDEO_ID; id < FIRST_VIDEO_ID + SEED_VIDEO_COUNT; id += 1) {
    const owner = videoOwner(id);
    if (owner !== null) videosOf.set(owner, [...(videosOf.get(owner) ?? []), id]);
  }
  return Array.from({ length: SEED_POST_COUNT }, (_, i) => {
    const owner = i % UPLOADER_COUNT;
    const topic = TOPIC_IDS[i % TOPIC_IDS.length]!;
    const kind: PostKind = i % 5 === 2 ? 'video' : i % 5 === 0 || i % 5 === 3 ? 'image' : 'text';
    const own = videosOf.get(owner) ?? [];
    const photos = kind === 'image' ? 1 + Math.floor(rand() * 9) : 0;
    const start = Math.floor(rand() * PHOTO_COUNT);
    return {
      id: i + 1,
      userId: uploaderIds[owner]!,
      categoryId: topic,
      kind: kind === 'video' && own.length === 0 ? ('text' as const) : kind,
      content: postText(rand, topic),
      images: Array.from({ length: photos }, (_, k) => photoOf((start + k) % PHOTO_COUNT)),
      videoId: kind === 'video' ? (own[Math.floor(i / 5) % Math.max(1, own.length)] ?? null) : null,
      status: 'published' as const,
      price: i % 23 === 7 ? 50 : 0,
      essence: i % 9 === 4,
      likes: Math.floor(rand() ** 2 * 3000),
      views: Math.floor(rand() * 50_000),
      createdAt: new Date(
        SEED_MEDIA_CLOCK.getTime() -
          Math.floor((i / SEED_POST_COUNT) * 45 * DAY_MS) -
          Math.floor(rand() * 3_600_000),
      ),
    };
  });
}

function seedCommentRows(rand: Rand, postRows: ReturnType<typeof seedPostRows>) {
  const authors = [...uploaderIds, ...fanIds];
  const rows: (typeof comments.$inferInsert & { id: number; postId: number })[] = [];
  const roots = new Map<number, (typeof rows)[number][]>();
  for (let id = 1; id <= SEED_COMMENT_COUNT; id += 1) {
    const post = postRows[Math.floor(rand() ** 1.5 * postRows.length)]!;
    const threads = roots.get(post.id) ?? [];
    const reply = threads.length > 0 && rand() < 0.3;
    const root = reply ? pick(rand, threads) : null;
    const at = post.createdAt.getTime() + Math.floor(rand() * 2 * DAY_MS);
    const userId = pick(rand, authors);
    const mention = !reply && rand() < 0.08 ? post.userId : null;
    const row = {
      id,
      postId: post.id,
      userId,
      parentId: root?.id ?? null,
      replyToUserId: root ? root.userId : null,
      content: mention
        ? `@${UPLOADER_NAMES[post.userId - FIRST_UPLOADER_ID]} ${pick(rand, COMMENT_LINES)}`
        : pick(rand, reply ? REPLY_LINES : COMMENT_LINES),
      mentions: mention ? [mention] : [],
      likes: Math.floor(rand() ** 3 * 500),
      createdAt: new Date(Math.min(at, SEED_MEDIA_CLOCK.getTime() - 60_000)),
    };
    rows.push(row);
    if (!reply) roots.set(post.id, [...threads, row]);
  }
  return rows;
}

export async function seedCommunity(db: Db): Promise<void> {
  const rand = prng(2024_0601);
  await seedPeople(db, rand);
  await db.execute(
    sql`UPDATE users SET password_hash = (SELECT password_hash FROM users WHERE account = 'demo') WHERE account LIKE 'up\\_%'`,
  );
  // The catalogue's videos: most belong to an UP主.
  for (let owner = 0; owner < UPLOADER_COUNT; owner += 1) {
    const ids = [];
    for (let id = FIRST_VIDEO_ID; id < FIRST_VIDEO_ID + SEED_VIDEO_COUNT; id += 1)
      if (videoOwner(id) === owner) ids.push(id);
    if (ids.length > 0)
      await db.execute(
        sql`UPDATE videos SET uploader_id = ${uploaderIds[owner]!} WHERE id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
  }
  const postRows = seedPostRows(rand);
  const commentRows = seedCommentRows(rand, postRows);
  const perPost = new Map<number, number>();
  const perRoot = new Map<number, number>();
  for (const c of commentRows) {
    perPost.set(c.postId, (perPost.get(c.postId) ?? 0) + 1);
    if (c.parentId) perRoot.set(c.parentId, (perRoot.get(c.parentId) ?? 0) + 1);
  }
  await insertRows(
    db,
    posts,
    postRows.map((p) => ({ ...p, comments: perPost.get(p.id) ?? 0 })),
  );
  await insertRows(
    db,
    comments,
    commentRows.map((c) => ({ ...c, replies: perRoot.get(c.id) ?? 0 })),
  );
}

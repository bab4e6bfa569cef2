// The message center (message/latest, message/list): system notices (to one user or to all),
// comment replies and new followers (rows other areas write with notifyUser), purchases (read
// from the purchase tables) and feedback answered by the operator. A kind is read up to the
// moment its list was last opened; anything newer is unread.
import { sql, type SQL } from 'drizzle-orm';

import { MESSAGE_KINDS, type MessageKind } from '@/lib/domain/account/message-kinds';

import type { Db } from '../../db/client';
import { messages, messageReads } from '../../db/schema/account';
import { pageOf, type PageRequest } from '../platform/paging';

export const KIND_TITLES: Record<MessageKind, string> = {
  system: '系统通知',
  reply: '评论回复',
  follow: '新增粉丝',
  purchase: '购买通知',
  feedback: '反馈回复',
};

export type MessageItem = {
  id: string;
  kind: MessageKind;
  title: string;
  body: string;
  link: string;
  createdAt: number;
  read: boolean;
  images?: string[];
  reply?: string;
};

type Row = {
  id: string;
  title: string;
  body: string;
  link: string;
  at: Date | string;
  images?: string[] | null;
  reply?: string | null;
};
type Rows<T> = { rows: T[] };

/** Every kind's rows as one SELECT of (id, title, body, link, at[, images, reply]). */
function source(kind: MessageKind, userId: number): SQL {
  switch (kind) {
    case 'purchase':
      return sql`SELECT 'v' || p.video_id AS id, '购买成功' AS title,
          '您已解锁视频《' || v.title || '》，可随时观看' AS body,
          '/play/longVideo?id=' || p.video_id AS link, p.created_at AS at
        FROM purchases p JOIN videos v ON v.id = p.video_id WHERE p.user_id = ${userId}
        UNION ALL
        SELECT 'c' || p.collection_id, '购买成功', '您已解锁合集《' || c.name || '》，合集内视频均可观看',
          '/play/videoCollection?id=' || p.collection_id, p.created_at
        FROM collection_purchases p JOIN collections c ON c.id = p.collection_id WHERE p.user_id = ${userId}`;
    case 'feedback':
      // A feedback counts as news when the operator answers it.
      return sql`SELECT 'f' || id AS id, category AS title, content AS body, '/mine/feedback' AS link,
          coalesce(replied_at, created_at) AS at, images, reply
        FROM feedback WHERE user_id = ${userId}`;
    default:
      return sql`SELECT 'm' || id AS id, title, body, link, created_at AS at
        FROM messages WHERE kind = ${kind} AND (user_id = ${userId} OR (user_id IS NULL AND ${kind} = 'system'))`;
  }
}

async function readMark(db: Db, userId: number, kind: MessageKind): Promise<number> {
  const result = (await db.execute(
    sql`SELECT read_at FROM message_reads WHERE user_id = ${userId} AND kind = ${kind}`,
  )) as unknown as Rows<{ read_at: Date | string }>;
  const at = result.rows[0]?.read_at;
  return at ? new Date(at).getTime() : 0;
}

function toItem(kind: MessageKind, row: Row, readMs: number): MessageItem {
  const atMs = new Date(row.at).getTime();
  const item: MessageItem = {
    id: row.id,
    kind,
    title: row.title,
    body: row.body,
    link: row.link,
    createdAt: Math.floor(atMs / 1000),
    read: atMs <= readMs,
  };
  if (kind === 'feedback') {
    item.images = row.images ?? [];
    if (row.reply) item.reply = row.reply;
    // Feedback without an answer is the user's own words: nothing to read.
    if (!row.reply) item.read = true;
  }
  return item;
}

async function kindSummary(db: Db, userId: number, kind: MessageKind) {
  const readMs = await readMark(db, userId, kind);
  const unreadFilter =
    kind === 'feedback'
      ? sql`WHERE reply IS NOT NULL AND at > ${new Date(readMs).toISOString()}::timestamptz`
      : sql`WHERE at > ${new Date(readMs).toISOString()}::timestamptz`;
  const counted = (await db.execute(
    sql`SELECT count(*)::int AS n FROM (${source(kind, userId)}) s ${unreadFilter}`,
  )) as unknown as Rows<{ n: number }>;
  const latest = (await db.execute(
    sql`SELECT * FROM (${source(kind, userId)}) s ORDER BY at DESC, id DESC LIMIT 1`,
  )) as unknown as Rows<Row>;
  const row = latest.rows[0];
  return {
    kind,
    title: KIND_TITLES[kind],
    unread: Number(counted.rows[0]?.n ?? 0),
    latest: row ? toItem(kind, row, readMs) : null,
  };
}

/** Each kind's newest message and unread count, and the total (the tab's and menu's badge). */
export async function latestMessages(db: Db, userId: number) {
  const kinds = [];
  for (const kind of MESSAGE_KINDS) kinds.push(await kindSummary(db, userId, kind));
  return { unread: kinds.reduce((sum, k) => sum + k.unread, 0), kinds };
}

/** A page of one kind, newest first; opening the first page marks the kind read. */
export async function messageList(
  db: Db,
  userId: number,
  kind: MessageKind,
  request: PageRequest,
  nowMs: number,
) {
  const readMs = await readMark(db, userId, kind);
  const rows = (await db.execute(
    sql`SELECT * FROM (${source(kind, userId)}) s ORDER BY at DESC, id DESC
      LIMIT ${request.pageSize} OFFSET ${request.offset}`,
  )) as unknown as Rows<Row>;
  const total = (await db.execute(
    sql`SELECT count(*)::int AS n FROM (${source(kind, userId)}) s`,
  )) as unknown as Rows<{ n: number }>;
  if (request.page === 1) {
    await db
      .insert(messageReads)
      .values({ userId, kind, readAt: new Date(nowMs) })
      .onConflictDoUpdate({
        target: [messageReads.userId, messageReads.kind],
        set: { readAt: new Date(nowMs) },
      });
  }
  const list = rows.rows.map((row) => toItem(kind, row, readMs));
  return pageOf(list, request, Number(total.rows[0]?.n ?? 0));
}

/** For other areas (a comment reply, a new follower) and the operator (a system notice). */
export async function notifyUser(
  db: Db,
  input: {
    userId: number | null;
    kind: Exclude<MessageKind, 'purchase' | 'feedback'>;
    title: string;
    body: string;
    link?: string;
    fromUserId?: number;
    nowMs: number;
  },
): Promise<void> {
  await db.insert(messages).values({
    userId: input.userId,
    kind: input.kind,
    title: input.title,
    body: input.body,
    link: input.link ?? '',
    fromUserId: input.fromUserId ?? null,
    createdAt: new Date(input.nowMs),
  });
}

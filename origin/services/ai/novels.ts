// AI小说 (txtToNovel/generate, /info, /list, /hide). Generating is one transaction under the
// caller's user row lock, as 图生视频's (ai-videos.ts): the repeat check by requestId, the text
// rules on the title and outline, the limit of open novels, the novel row and the charge
// (wallet.ts debitDiamonds). The chapters are written later by the background job
// (ai-novel-jobs.ts). Hiding takes a novel out of its owner's list and drops its text; the row
// stays, as the ledger's reference.
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';

import {
  AI_NOVEL_CHAPTERS_DEFAULT,
  AI_NOVEL_OPEN_MAX,
  AI_NOVEL_OUTLINE_MAX,
  AI_NOVEL_OUTLINE_MIN,
  AI_NOVEL_TITLE_MAX,
  TIP_AI_NOVEL_BUSY,
  aiNovelChapterTitle,
  aiNovelPrice,
  type AiNovelGenre,
  type AiNovelState,
} from '@/lib/domain/ai/novel';
import { checkAiText } from '@/lib/domain/ai/text-rules';
import { textLength } from '@/lib/domain/platform/text-normalise';
import type { AiNovel, AiNovelGenerated, AiNovelInfo } from '@/lib/protocol/shapes/ai/novel';

import type { Db } from '../../db/client';
import { aiNovelChapters, aiNovels } from '../../db/schema/ai-novel';
import { users } from '../../db/schema/users';
import { badInput, notFound } from '../../http/envelope';
import { communitySettings } from '../community/config';
import type { PageOf } from '../video/media-types';
import { pageOf, type PageRequest } from '../platform/paging';
import { debitDiamonds, diamondBalance } from '../money/wallet';

export const TIP_NOVEL_NOT_FOUND = '小说不存在或已删除';
export const TIP_NOVEL_BUSY = '小说生成中，完成后再删除';

export const OPEN_NOVEL: AiNovelState[] = ['queued', 'writing'];
const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

type NovelRow = typeof aiNovels.$inferSelect;

export function novelCard(row: NovelRow, chars: number): AiNovel {
  return {
    id: row.id,
    kind: 'novel',
    title: row.title,
    genre: row.genre,
    outline: row.outline,
    chapters: row.chapters,
    written: row.written,
    chars,
    status: row.status,
    error: row.error,
    price: row.price,
    refunded: row.refunded,
    demo: row.demo,
    createdAt: seconds(row.createdAt),
    finishedAt: row.finishedAt ? seconds(row.finishedAt) : null,
  };
}

// Characters as people count them: PostgreSQL's char_length counts code points, as the screens do.
const charsOf = sql<number>`(SELECT coalesce(sum(char_length(${aiNovelChapters.text})), 0)::int
  FROM ${aiNovelChapters} WHERE ${aiNovelChapters.novelId} = ${aiNovels.id})`;

/** Novels matching `where`, newest first, with their length so far. */
async function novelCards(db: Db, where: SQL | undefined, request?: PageRequest) {
  const query = db
    .select({ novel: aiNovels, chars: charsOf })
    .from(aiNovels)
    .where(where)
    .orderBy(desc(aiNovels.createdAt), desc(aiNovels.id));
  const rows = request ? await query.limit(request.pageSize).offset(request.offset) : await query;
  return rows.map((r) => novelCard(r.novel, Number(r.chars)));
}

export type NovelRequest = {
  userId: number;
  title: string;
  genre: AiNovelGenre;
  outline: string;
  chapters?: number;
  requestId: string;
  /** The provider's `demo` at the time (the job sets it again when it writes). */
  demo: boolean;
  nowMs: number;
};

/** The answer, and whether a new novel was queued (false for a repeated requestId). */
export type NovelGenerated = AiNovelGenerated & { queued: boolean };

/**
 * The title and outline as they will be kept and sent, once they pass the community's text rules
 * (lib/domain/ai/text-rules.ts, cleaned as posts are); a refusal is 4000 with its reason.
 */
async function checkedWords(db: Db, input: { title: string; outline: string }) {
  const { rules } = await communitySettings(db);
  const title = checkAiText(input.title, rules, {
    maxChars: AI_NOVEL_TITLE_MAX,
    label: '小说标题',
  });
  if (!title.ok) throw badInput(title.reason, 'ai novel: title refused');
  const outline = checkAiText(input.outline, rules, {
    maxChars: AI_NOVEL_OUTLINE_MAX,
    label: '故事大纲',
  });
  if (!outline.ok) throw badInput(outline.reason, 'ai novel: outline refused');
  // Cleaning drops invisible characters: what is left must still be an outline.
  if (textLength(outline.text) < AI_NOVEL_OUTLINE_MIN)
    throw badInput(`故事大纲至少${AI_NOVEL_OUTLINE_MIN}个字`);
  return { title: title.text, outline: outline.text };
}

export async function generateNovel(db: Db, input: NovelRequest): Promise<NovelGenerated> {
  const { userId, requestId, nowMs } = input;
  const chapters = input.chapters ?? AI_NOVEL_CHAPTERS_DEFAULT;
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const mine = eq(aiNovels.userId, userId);
    const [first] = await novelCards(tx, and(mine, eq(aiNovels.requestId, requestId)));
    if (first)
      return { novel: first, balance: await diamondBalance(tx, userId), charged: 0, queued: false };
    const { title, outline } = await checkedWords(tx, input);
    const [open] = await tx
      .select({ n: count() })
      .from(aiNovels)
      .where(and(mine, inArray(aiNovels.status, OPEN_NOVEL)));
    if ((open?.n ?? 0) >= AI_NOVEL_OPEN_MAX)
      throw badInput(TIP_AI_NOVEL_BUSY, 'ai novel: too many open');
    const price = aiNovelPrice(chapters);
    const [row] = await tx
      .insert(aiNovels)
      .values({
        userId,
        requestId,
        title,
        genre: input.genre,
        outline,
        chapters,
        status: 'queued',
        price,
        demo: input.demo,
        createdAt: new Date(nowMs),
      })
      .returning();
    const balance =
      price > 0
        ? await debitDiamonds(tx, { userId, price, reason: 'ai_novel', refId: row!.id, nowMs })
        : await diamondBalance(tx, userId);
    return { novel: novelCard(row!, 0), balance, charged: price, queued: true };
  });
}

export async function listNovels(
  db: Db,
  userId: number,
  request: PageRequest,
): Promise<PageOf<AiNovel>> {
  const where = and(eq(aiNovels.userId, userId), eq(aiNovels.hidden, false));
  const [total] = await db.select({ n: count() }).from(aiNovels).where(where);
  return pageOf(await novelCards(db, where, request), request, total?.n ?? 0);
}

/** The caller's novel `id` with its chapters so far; another's, unknown or hidden → 4040. */
export async function novelInfo(db: Db, userId: number, id: number): Promise<AiNovelInfo> {
  const where = and(eq(aiNovels.id, id), eq(aiNovels.userId, userId), eq(aiNovels.hidden, false));
  const [novel] = await novelCards(db, where);
  if (!novel) throw notFound(TIP_NOVEL_NOT_FOUND);
  const chapters = await db
    .select()
    .from(aiNovelChapters)
    .where(eq(aiNovelChapters.novelId, id))
    .orderBy(aiNovelChapters.position);
  return {
    novel,
    chapterList: chapters.map((c) => ({
      index: c.position,
      title: aiNovelChapterTitle(c.position),
      text: c.text,
      done: c.done,
    })),
  };
}

/**
 * Hides the caller's finished novel `id` and drops its chapters. Another user's, unknown or
 * hidden already → 4040; one still being written → 4000.
 */
export async function hideNovel(
  db: Db,
  userId: number,
  id: number,
): Promise<{ id: number; hidden: true }> {
  const mine = and(eq(aiNovels.id, id), eq(aiNovels.userId, userId), eq(aiNovels.hidden, false));
  const [found] = await db.select({ status: aiNovels.status }).from(aiNovels).where(mine);
  if (!found) throw notFound(TIP_NOVEL_NOT_FOUND);
  if (OPEN_NOVEL.includes(found.status)) throw badInput(TIP_NOVEL_BUSY);
  return db.transaction(async (tx) => {
    // Only a finished one, again: the job's last write cannot race the drop.
    const [gone] = await tx
      .update(aiNovels)
      .set({ hidden: true })
      .where(and(mine, inArray(aiNovels.status, ['done', 'failed'])))
      .returning({ id: aiNovels.id });
    if (!gone) throw notFound(TIP_NOVEL_NOT_FOUND);
    await tx.delete(aiNovelChapters).where(eq(aiNovelChapters.novelId, id));
    return { id, hidden: true as const };
  });
}

// Writing an AI小说, off the request path (community-jobs.ts queues it): claim it (queued →
// writing), then write the chapters one after another through the AI provider's stream, saving
// the text as it grows (lib/domain/ai/novel.ts shouldFlush: every ~0.5 s or 200 characters) so
// txtToNovel/info shows it growing. The answer is watched piece by piece for the community's
// banned words (lib/domain/ai/text-rules.ts AiOutputGuard) and judged whole at the chapter's end. A failure marks the novel failed with a Chinese reason and gives back, once, the
// chapters it did not write: only the writing → failed transition refunds, in one transaction.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Logger } from 'pino';

import {
  AI_NOVEL_CHAPTER_CUT_CHARS,
  AI_NOVEL_CHAPTER_MAX_CHARS,
  AI_NOVEL_SYSTEM,
  novelChapterPrompt,
  novelRefund,
  previousEnding,
  shouldFlush,
} from '@/lib/domain/ai/novel';

import { AiOutputGuard } from '@/lib/domain/ai/text-rules';

import type { Db } from '../../db/client';
import { aiNovelChapters, aiNovels } from '../../db/schema/ai-novel';
import { TIP_AI_FAILED } from './jobs';
import { OPEN_NOVEL } from './novels';
import { AiProviderError, type AiProvider } from './provider';
import { communitySettings } from '../community/config';
import { creditDiamonds } from '../money/wallet';

export type AiNovelJobDeps = {
  db: Db;
  /** The model, or the built-in demo (services/ai/provider.ts). */
  ai: AiProvider;
  now: () => number;
  logger: Logger;
};

type NovelRow = typeof aiNovels.$inferSelect;

/** A stop whose reason the user reads as it is. */
class NovelStop extends Error {}

/**
 * Another run took the novel over (two processes resuming it) or finished it, or it failed
 * meanwhile: this run stops without touching what the other wrote.
 */
class Superseded extends Error {}

/** Novels a stopped origin left open, oldest first (resumed at start). */
export async function openNovels(db: Db): Promise<Array<{ id: number; userId: number }>> {
  return db
    .select({ id: aiNovels.id, userId: aiNovels.userId })
    .from(aiNovels)
    .where(inArray(aiNovels.status, OPEN_NOVEL))
    .orderBy(asc(aiNovels.id));
}

/** The end of the last chapter written to the end, for the next one to follow ('' for none). */
async function lastEnding(db: Db, novel: NovelRow): Promise<string> {
  if (novel.written === 0) return '';
  const [row] = await db
    .select({ text: aiNovelChapters.text })
    .from(aiNovelChapters)
    .where(
      and(eq(aiNovelChapters.novelId, novel.id), eq(aiNovelChapters.position, novel.written - 1)),
    );
  return previousEnding(row?.text ?? '');
}

/** Writes chapter `index` of `novel`, saving it as it grows; its text, once written to the end. */
async function writeChapter(
  deps: AiNovelJobDeps,
  novel: NovelRow,
  index: number,
  previous: string,
  bannedWords: readonly string[],
): Promise<string> {
  const { db, ai, now } = deps;
  const at = and(eq(aiNovelChapters.novelId, novel.id), eq(aiNovelChapters.position, index));
  const growing = and(at, eq(aiNovelChapters.done, false));
  // A chapter a stopped run left half-written starts again; one written to the end is not ours.
  const [begun] = await db
    .insert(aiNovelChapters)
    .values({ novelId: novel.id, position: index, text: '', done: false })
    .onConflictDoUpdate({
      target: [aiNovelChapters.novelId, aiNovelChapters.position],
      set: { text: '' },
      setWhere: eq(aiNovelChapters.done, false),
    })
    .returning({ position: aiNovelChapters.position });
  if (!begun) throw new Superseded();
  const save = async (text: string) => {
    const [saved] = await db
      .update(aiNovelChapters)
      .set({ text })
      .where(growing)
      .returning({ position: aiNovelChapters.position });
    if (!saved) throw new Superseded();
  };
  const guard = new AiOutputGuard(bannedWords);
  const refused = (verdict: string | null) => {
    if (verdict) throw new NovelStop(verdict);
  };
  const prompt = novelChapterPrompt({ ...novel, index, previous });
  const controller = new AbortController();
  const pieces: string[] = [];
  let chars = 0;
  let pending = 0;
  let savedAt = now();
  try {
    const stream = ai.streamText({
      system: AI_NOVEL_SYSTEM,
      prompt,
      maxChars: AI_NOVEL_CHAPTER_MAX_CHARS,
      signal: controller.signal,
    });
    for await (const piece of stream) {
      refused(guard.push(piece));
      const size = [...piece].length;
      pieces.push(piece);
      chars += size;
      pending += size;
      // A provider that runs far past what it was allowed is cut there.
      if (chars >= AI_NOVEL_CHAPTER_CUT_CHARS) break;
      if (shouldFlush({ pendingChars: pending, sinceFlushMs: now() - savedAt })) {
        await save(pieces.join(''));
        pending = 0;
        savedAt = now();
      }
    }
  } finally {
    // Ends a stream left early (the ceiling, a refusal, a failed save): the provider stops.
    controller.abort();
  }
  refused(guard.end());
  const text = [...pieces.join('')].slice(0, AI_NOVEL_CHAPTER_CUT_CHARS).join('').trim();
  if (text === '') throw new AiProviderError('bad-answer', `empty chapter ${index}`);
  await db.transaction(async (tx) => {
    const [novelRow] = await tx
      .update(aiNovels)
      .set({ written: index + 1 })
      .where(
        and(eq(aiNovels.id, novel.id), eq(aiNovels.status, 'writing'), eq(aiNovels.written, index)),
      )
      .returning({ id: aiNovels.id });
    const [chapterRow] = novelRow
      ? await tx
          .update(aiNovelChapters)
          .set({ text, done: true })
          .where(growing)
          .returning({ position: aiNovelChapters.position })
      : [];
    // Rolled back: the other run's chapter and count stay as they are.
    if (!chapterRow) throw new Superseded();
  });
  return text;
}

/** Writes novel `novelId` if it is still to be written; never throws for the novel's own failure. */
export async function writeNovel(deps: AiNovelJobDeps, novelId: number): Promise<void> {
  const { db, ai, now, logger } = deps;
  const [novel] = await db
    .update(aiNovels)
    .set({ status: 'writing', demo: ai.demo })
    .where(and(eq(aiNovels.id, novelId), inArray(aiNovels.status, OPEN_NOVEL)))
    .returning();
  if (!novel) return;
  try {
    const { bannedWords } = (await communitySettings(db)).rules;
    let previous = await lastEnding(db, novel);
    for (let index = novel.written; index < novel.chapters; index += 1)
      previous = previousEnding(await writeChapter(deps, novel, index, previous, bannedWords));
  } catch (err) {
    if (err instanceof Superseded) return;
    const tip =
      err instanceof NovelStop ? err.message : err instanceof AiProviderError ? err.tip : null;
    if (err instanceof AiProviderError || tip === null)
      logger.warn({ err, novel: novelId }, 'ai novel failed');
    await failNovel(db, novelId, tip ?? TIP_AI_FAILED, now());
    return;
  }
  await db
    .update(aiNovels)
    .set({ status: 'done', finishedAt: new Date(now()) })
    .where(and(eq(aiNovels.id, novelId), eq(aiNovels.status, 'writing')));
}

/**
 * Marks a writing novel failed with `reason`: the chapters written to the end stay, the one it
 * stopped in is dropped, and the chapters not written are refunded, once.
 */
export async function failNovel(db: Db, novelId: number, reason: string, nowMs: number) {
  await db.transaction(async (tx) => {
    const [novel] = await tx
      .update(aiNovels)
      .set({ status: 'failed', error: reason, finishedAt: new Date(nowMs) })
      .where(and(eq(aiNovels.id, novelId), eq(aiNovels.status, 'writing')))
      .returning();
    if (!novel) return;
    await tx
      .delete(aiNovelChapters)
      .where(and(eq(aiNovelChapters.novelId, novelId), eq(aiNovelChapters.done, false)));
    const refund = novelRefund(novel);
    if (refund === 0) return;
    await creditDiamonds(tx, {
      userId: novel.userId,
      price: refund,
      reason: 'ai_novel_refund',
      refId: novel.id,
      nowMs,
    });
    await tx.update(aiNovels).set({ refunded: refund }).where(eq(aiNovels.id, novel.id));
  });
}

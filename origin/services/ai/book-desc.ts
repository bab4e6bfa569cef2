// txtToNovel/bookDesc (docs/ai-api.md "书评"): every refusal before the stream (the text rules,
// one already streaming, the day's 20 used) costs nothing; then the description streams through
// the output guard and is not stored. The one-at-a-time place is a short-lived rate-limit row
// (seen by every origin process), given back when the stream ends or is aborted.
import {
  BOOK_DESC_MAX_MS,
  BOOK_DESC_NOTES_MAX,
  BOOK_DESC_PER_DAY,
  BOOK_DESC_TITLE_MAX,
  BOOK_DESC_TONE,
  TIP_BOOK_DESC_BUSY,
  TIP_BOOK_DESC_DAILY,
  bookDescPrompt,
  type BookDescEnd,
  type BookDescTone,
} from '@/lib/domain/ai/book-desc';
import { AiOutputGuard, checkAiText } from '@/lib/domain/ai/text-rules';
import { cleanText } from '@/lib/domain/platform/text-normalise';
import type { BookDescChunk, BookDescEndData } from '@/lib/protocol/shapes/ai/book-desc';

import type { Db } from '../../db/client';
import { badInput, rateLimited } from '../../http/envelope';
import type { StreamPlan } from '../../http/stream';
import type { AiProvider } from './provider';
import { communitySettings } from '../community/config';
import { releaseWindow, takeWindowPlace } from '../platform/rate-limits';

export type BookDescDeps = { db: Db; ai: AiProvider; now: () => number };
export type BookDescInput = { userId: number; title: string; notes?: string; tone: BookDescTone };

const DAY_SECONDS = 24 * 60 * 60;
/** The one-at-a-time place's window: a stream is stopped well before it ends. */
const OPEN_SECONDS = (BOOK_DESC_MAX_MS / 1000) * 2;

export const bookDescDayBucket = (userId: number) => `book-desc-day:${userId}`;
const openBucket = (userId: number) => `book-desc-open:${userId}`;

function checked(
  raw: string,
  label: string,
  maxChars: number,
  rules: Parameters<typeof checkAiText>[1],
) {
  const verdict = checkAiText(raw, rules, { maxChars, label });
  if (!verdict.ok) throw badInput(verdict.reason, 'book desc: text refused');
  return verdict.text;
}

/** Every refusal, then the plan that streams; the places taken are given back on a refusal. */
export async function prepareBookDesc(
  deps: BookDescDeps,
  input: BookDescInput,
): Promise<StreamPlan<BookDescChunk, BookDescEndData>> {
  const { rules } = await communitySettings(deps.db);
  const title = checked(input.title, '书名', BOOK_DESC_TITLE_MAX, rules);
  const notes =
    cleanText(input.notes ?? '') === ''
      ? ''
      : checked(input.notes ?? '', '笔记', BOOK_DESC_NOTES_MAX, rules);
  const at = deps.now();
  const open = openBucket(input.userId);
  if ((await takeWindowPlace(deps.db, open, OPEN_SECONDS, at, 1)) === null)
    throw badInput(TIP_BOOK_DESC_BUSY, 'book desc: one streaming');
  const day = bookDescDayBucket(input.userId);
  const used = await takeWindowPlace(deps.db, day, DAY_SECONDS, at, BOOK_DESC_PER_DAY);
  if (used === null) {
    await releaseWindow(deps.db, open, OPEN_SECONDS, at);
    const windowMs = DAY_SECONDS * 1000;
    throw rateLimited((windowMs - (at % windowMs)) / 1000, TIP_BOOK_DESC_DAILY);
  }
  const tone = BOOK_DESC_TONE[input.tone];
  return {
    run: async (emit, signal) => {
      let failed = false;
      try {
        const end = await streamDesc(
          deps,
          { system: tone.system, maxChars: tone.maxChars },
          bookDescPrompt(title, notes),
          rules.bannedWords,
          emit,
          signal,
        );
        return { ...end, left: BOOK_DESC_PER_DAY - used };
      } catch (error) {
        failed = !signal.aborted;
        throw error;
      } finally {
        // A provider failure costs no quota; the place to stream is given back whatever ended it.
        if (failed) await releaseWindow(deps.db, day, DAY_SECONDS, at);
        await releaseWindow(deps.db, open, OPEN_SECONDS, at);
      }
    },
  };
}

async function streamDesc(
  deps: BookDescDeps,
  tone: { system: string; maxChars: number },
  prompt: string,
  bannedWords: readonly string[],
  emit: (chunk: BookDescChunk) => void,
  signal: AbortSignal,
): Promise<Omit<BookDescEndData, 'left'>> {
  // The provider stops on the client's abort or when the description has taken too long.
  const stop = new AbortController();
  const onAbort = () => stop.abort(signal.reason);
  signal.addEventListener('abort', onAbort, { once: true });
  const timer = setTimeout(
    () => stop.abort(new Error('book desc took too long')),
    BOOK_DESC_MAX_MS,
  );
  const guard = new AiOutputGuard(bannedWords);
  let text = '';
  let chars = 0;
  let reason: BookDescEnd = 'done';
  try {
    const pieces = deps.ai.streamText({
      system: tone.system,
      prompt,
      maxChars: tone.maxChars,
      signal: stop.signal,
    });
    for await (const piece of pieces) {
      if (signal.aborted) break;
      // The piece that completes a banned word is never sent: the text is cut before it.
      if (guard.push(piece)) {
        reason = 'filtered';
        break;
      }
      const part = [...piece].slice(0, tone.maxChars - chars);
      if (part.length > 0) {
        text += part.join('');
        chars += part.length;
        emit({ text: part.join('') });
      }
      if (chars >= tone.maxChars) {
        reason = 'length';
        break;
      }
    }
    if (reason === 'done' && guard.end()) reason = 'filtered';
  } catch (error) {
    // Our own timeout: what was written stands, cut for length.
    if (!signal.aborted && stop.signal.aborted) reason = 'length';
    else throw error;
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', onAbort);
    stop.abort();
  }
  return { reason, text, demo: deps.ai.demo };
}

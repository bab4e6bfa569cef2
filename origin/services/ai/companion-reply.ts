// The reply of aiGirlfriend/chat as it streams (docs/ai-api.md "AI女友"), once prepareChat
// (ai-companion-chat.ts) has claimed it: one credit paid before each block of characters is sent
// (the debit and the kept text in one transaction, so credits spent and text kept agree), the
// reply cut where the credits end or the text rules object, and kept whatever ends it: the end,
// the user's 停止 (the connection's abort, which stops the provider), a provider failure.
import { eq, sql } from 'drizzle-orm';

import {
  COMPANION_REPLY_MAX,
  COMPANION_REPLY_MAX_MS,
  coveredNow,
  replyEndTip,
  type MessageState,
  type ReplyEnd,
} from '@/lib/domain/ai/companion';
import type { ModerationRules } from '@/lib/domain/community/moderation';
import { AiOutputGuard } from '@/lib/domain/ai/text-rules';
import { textLength } from '@/lib/domain/platform/text-normalise';
import type {
  CompanionChunk,
  CompanionMessage,
  CompanionReplyEnd,
} from '@/lib/protocol/shapes/ai/companion';

import type { Db } from '../../db/client';
import { companionMessages } from '../../db/schema/ai-companion';
import { takeCredit } from './companion-credits';
import { messageCard, type MessageRow, type PersonaRow } from './companion-messages';
import type { AiProvider, ChatMessage } from './provider';

export type ReplyDeps = { db: Db; ai: AiProvider; now: () => number };

/** Every write of a message takes the next change number (aiGirlfriend/sync reads by it). */
export const NEXT_SEQ = sql`nextval('ai_companion_message_seq')`;

export type Claimed = { message: MessageRow | null; reply: MessageRow };

export type Turn = {
  persona: PersonaRow;
  rules: ModerationRules;
  claimed: Claimed;
  context: ChatMessage[];
  balance: number;
  userId: number;
};

const STATE_OF: Record<ReplyEnd | 'stopped' | 'failed', MessageState> = {
  done: 'done',
  length: 'done',
  credits: 'credits',
  filtered: 'filtered',
  stopped: 'stopped',
  failed: 'failed',
};

/** The reply as it stands after a turn, kept whatever ended it. */
async function keepReply(
  deps: ReplyDeps,
  id: number,
  text: string,
  credits: number,
  state: MessageState,
): Promise<MessageRow> {
  const [row] = await deps.db
    .update(companionMessages)
    .set({ content: text, credits, status: state, finishedAt: new Date(deps.now()), seq: NEXT_SEQ })
    .where(eq(companionMessages.id, id))
    .returning();
  return row!;
}

/** One credit for the next block, with the text sent so far: null when the credits ran out. */
async function payBlock(deps: ReplyDeps, turn: Turn, text: string): Promise<number | null> {
  return deps.db.transaction(async (tx) => {
    const balance = await takeCredit(tx, turn.userId);
    if (balance === null) return null;
    await tx
      .update(companionMessages)
      .set({ content: text, credits: sql`${companionMessages.credits} + 1`, seq: NEXT_SEQ })
      .where(eq(companionMessages.id, turn.claimed.reply.id));
    return balance;
  });
}

export async function runReply(
  deps: ReplyDeps,
  turn: Turn,
  emit: (chunk: CompanionChunk) => void,
  signal: AbortSignal,
): Promise<CompanionReplyEnd> {
  const { reply } = turn.claimed;
  // The provider stops on the client's abort or when the reply has taken too long.
  const stop = new AbortController();
  const onAbort = () => stop.abort(signal.reason);
  signal.addEventListener('abort', onAbort, { once: true });
  const timer = setTimeout(
    () => stop.abort(new Error('reply took too long')),
    COMPANION_REPLY_MAX_MS,
  );
  let text = reply.content;
  let chars = textLength(text);
  let paid = reply.credits;
  let added = 0;
  let balance = turn.balance;
  let end: ReplyEnd | 'stopped' | 'failed' = 'done';
  let failure: unknown = null;
  const guard = new AiOutputGuard(turn.rules.bannedWords);
  // A 继续 is judged with what it continues.
  guard.push(text);
  try {
    const pieces = deps.ai.streamChat({
      messages: turn.context,
      maxChars: COMPANION_REPLY_MAX,
      signal: stop.signal,
    });
    outer: for await (const piece of pieces) {
      if (signal.aborted) {
        end = 'stopped';
        break;
      }
      // The piece that completes a banned word is never sent: the reply is cut before it.
      if (guard.push(piece)) {
        end = 'filtered';
        break;
      }
      const rest = [...piece].slice(0, COMPANION_REPLY_MAX - added);
      while (rest.length > 0) {
        const covered = coveredNow(chars, paid, rest.length);
        if (covered === 0) {
          const after = await payBlock(deps, turn, text);
          if (after === null) {
            end = 'credits';
            break outer;
          }
          paid += 1;
          balance = after;
          continue;
        }
        const part = rest.splice(0, covered).join('');
        text += part;
        chars += covered;
        added += covered;
        emit({ text: part, balance });
      }
      if (added >= COMPANION_REPLY_MAX) {
        end = 'length';
        break;
      }
    }
    // A word spread wider than the guard's window is seen in the whole reply: marked, kept.
    if (end === 'done' && guard.end()) end = 'filtered';
  } catch (error) {
    if (signal.aborted) end = 'stopped';
    else if (stop.signal.aborted) end = 'length';
    else {
      end = 'failed';
      failure = error;
    }
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', onAbort);
    stop.abort();
  }
  const kept = await keepReply(deps, reply.id, text, paid, STATE_OF[end]);
  // The provider's failure is the stream's error event; the reply so far is kept all the same.
  if (failure !== null) throw failure;
  const reason: ReplyEnd = end === 'stopped' || end === 'failed' ? 'done' : end;
  const message: CompanionMessage | null = turn.claimed.message
    ? messageCard(turn.claimed.message)
    : null;
  return { reason, tip: replyEndTip(reason), message, reply: messageCard(kept), balance };
}

// aiGirlfriend/chat (docs/ai-api.md "AI女友"): a reply streamed as the provider writes it, paid in
// 积分 as it streams. prepareChat runs every refusal before the stream (a message the text rules
// refuse, no credits, a reply already open) and costs nothing then; it claims the user's one open
// reply. The turn's run pays one credit before each block of characters it sends (the debit and
// the kept text in one transaction, so credits spent and text kept always agree), cuts the reply
// where the credits end or the text rules object, and keeps what was sent whatever ends it: the
// end, the user's 停止 (the connection's abort), a provider failure.
import { and, desc, eq, lt, sql } from 'drizzle-orm';

import {
  COMPANION_MESSAGE_MAX,
  COMPANION_REPLY_LEASE_MS,
  COMPANION_REPLY_MAX,
  COMPANION_REPLY_MAX_MS,
  TIP_COMPANION_BUSY,
  TIP_COMPANION_NO_CREDITS,
  TIP_COMPANION_NOTHING_TO_CONTINUE,
  canAffordReply,
  canContinue,
  coveredNow,
  replyEndTip,
  type MessageState,
  type ReplyEnd,
} from '@/lib/domain/ai-companion';
import type { ModerationRules } from '@/lib/domain/moderation';
import { AiOutputGuard, checkAiText } from '@/lib/domain/ai-text-rules';
import { textLength } from '@/lib/domain/text-normalise';
import { CODES } from '@/lib/protocol/codes';
import type {
  CompanionChunk,
  CompanionMessage,
  CompanionReplyEnd,
} from '@/lib/protocol/shapes/ai-companion';

import type { Db } from '../db/client';
import { companionMessages } from '../db/schema/ai-companion';
import { ApiError, badInput } from '../http/envelope';
import type { StreamPlan } from '../http/stream';
import { companionCreditsOf, takeCredit } from './ai-companion-credits';
import {
  chatContext,
  enabledPersona,
  messageCard,
  type MessageRow,
  type PersonaRow,
} from './ai-companion-messages';
import type { AiProvider, ChatMessage } from './ai-provider';
import { communitySettings } from './community-config';
import { lockUser } from './user-lock';

export type ChatDeps = { db: Db; ai: AiProvider; now: () => number };
export type ChatInput = {
  userId: number;
  personaId: number;
  mode: 'say' | 'continue';
  text?: string;
};

const NEXT_SEQ = sql`nextval('ai_companion_message_seq')`;

export const CONTINUE_INSTRUCTION =
  '你上一条回复被打断了，请紧接着它继续说下去，不要重复已经说过的内容。';

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** The user's message as sent (cleaned), or why it is refused: empty, too long, the rules. */
function checkedText(raw: string | undefined, rules: ModerationRules): string {
  const verdict = checkAiText(raw ?? '', rules, { maxChars: COMPANION_MESSAGE_MAX, label: '消息' });
  if (!verdict.ok) throw badInput(verdict.reason, 'companion: message refused');
  return verdict.text;
}

type Claimed = { message: MessageRow | null; reply: MessageRow };

/**
 * Under the user's row lock: replies left streaming past their lease (a process gone) are failed,
 * then the one open reply is claimed, a new one after the user's message, or the last cut one
 * of this persona taken up again (继续).
 */
async function claimReply(deps: ChatDeps, input: ChatInput, text: string | null): Promise<Claimed> {
  const at = new Date(deps.now());
  const mine = eq(companionMessages.userId, input.userId);
  try {
    return await deps.db.transaction(async (tx) => {
      await lockUser(tx, input.userId);
      await tx
        .update(companionMessages)
        .set({ status: 'failed', finishedAt: at, seq: NEXT_SEQ })
        .where(
          and(
            mine,
            eq(companionMessages.status, 'streaming'),
            lt(companionMessages.startedAt, new Date(at.getTime() - COMPANION_REPLY_LEASE_MS)),
          ),
        );
      const [open] = await tx
        .select({ id: companionMessages.id })
        .from(companionMessages)
        .where(and(mine, eq(companionMessages.status, 'streaming')));
      if (open) throw badInput(TIP_COMPANION_BUSY, 'companion: a reply is open');
      const base = { userId: input.userId, personaId: input.personaId, createdAt: at };
      if (text !== null) {
        const [message] = await tx
          .insert(companionMessages)
          .values({ ...base, role: 'user', content: text, status: 'done', startedAt: at })
          .returning();
        const [reply] = await tx
          .insert(companionMessages)
          .values({
            ...base,
            role: 'assistant',
            content: '',
            status: 'streaming',
            demo: deps.ai.demo,
            startedAt: at,
          })
          .returning();
        return { message: message!, reply: reply! };
      }
      const [last] = await tx
        .select()
        .from(companionMessages)
        .where(and(mine, eq(companionMessages.personaId, input.personaId)))
        .orderBy(desc(companionMessages.id))
        .limit(1);
      if (!last || last.role !== 'assistant' || !canContinue(last.status))
        throw badInput(TIP_COMPANION_NOTHING_TO_CONTINUE);
      const [reply] = await tx
        .update(companionMessages)
        .set({ status: 'streaming', startedAt: at, finishedAt: null, seq: NEXT_SEQ })
        .where(eq(companionMessages.id, last.id))
        .returning();
      return { message: null, reply: reply! };
    });
  } catch (error) {
    // Another origin claimed the user's open reply between our check and our write.
    if (isUniqueViolation(error)) throw badInput(TIP_COMPANION_BUSY, 'companion: open reply race');
    throw error;
  }
}

/** Every refusal, then the claimed reply's plan: nothing is charged or kept before the stream. */
export async function prepareChat(
  deps: ChatDeps,
  input: ChatInput,
): Promise<StreamPlan<CompanionChunk, CompanionReplyEnd>> {
  const persona = await enabledPersona(deps.db, input.personaId);
  const { rules } = await communitySettings(deps.db);
  const text = input.mode === 'say' ? checkedText(input.text, rules) : null;
  const balance = await companionCreditsOf(deps.db, input.userId, deps.now());
  if (!canAffordReply(balance)) throw new ApiError(CODES.balance, TIP_COMPANION_NO_CREDITS);
  const claimed = await claimReply(deps, input, text);
  const context = await chatContext(
    deps.db,
    persona,
    input.userId,
    text === null ? null : claimed.reply.id,
  );
  // A chat model answers a conversation; told so, it takes up its cut reply instead of starting over.
  if (text === null) context.push({ role: 'system', content: CONTINUE_INSTRUCTION });
  return {
    run: (emit, signal) =>
      runReply(
        deps,
        { persona, rules, claimed, context, balance, userId: input.userId },
        emit,
        signal,
      ),
  };
}

type Turn = {
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
  deps: ChatDeps,
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
async function payBlock(deps: ChatDeps, turn: Turn, text: string): Promise<number | null> {
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

async function runReply(
  deps: ChatDeps,
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

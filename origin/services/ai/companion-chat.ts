// aiGirlfriend/chat (docs/ai-api.md "AI女友"): every refusal before the stream (a message the
// text rules refuse, no credits, a reply already open) costs nothing and keeps nothing; then the
// user's one open reply is claimed, and the reply streams (ai-companion-reply.ts).
import { and, desc, eq, lt } from 'drizzle-orm';

import {
  COMPANION_MESSAGE_MAX,
  COMPANION_REPLY_LEASE_MS,
  TIP_COMPANION_BUSY,
  TIP_COMPANION_NO_CREDITS,
  TIP_COMPANION_NOTHING_TO_CONTINUE,
  canAffordReply,
  canContinue,
} from '@/lib/domain/ai/companion';
import type { ModerationRules } from '@/lib/domain/community/moderation';
import { checkAiText } from '@/lib/domain/ai/text-rules';
import { CODES } from '@/lib/protocol/codes';
import type { CompanionChunk, CompanionReplyEnd } from '@/lib/protocol/shapes/ai/companion';

import { companionMessages } from '../../db/schema/ai-companion';
import { ApiError, badInput } from '../../http/envelope';
import type { StreamPlan } from '../../http/stream';
import { companionCreditsOf, creditBalance } from './companion-credits';
import { chatContext, enabledPersona } from './companion-messages';
import { NEXT_SEQ, runReply, type Claimed, type ReplyDeps } from './companion-reply';
import { communitySettings } from '../community/config';
import { lockUser } from '../account/user-lock';

export type ChatDeps = ReplyDeps;
export type ChatInput = {
  userId: number;
  personaId: number;
  mode: 'say' | 'continue';
  text?: string;
};

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
      // Again under the lock: a reply that closed since the first check may have spent the last
      // 积分, and a reply started on none streams nothing and keeps the user's message.
      if (!canAffordReply(await creditBalance(tx, input.userId)))
        throw new ApiError(CODES.balance, TIP_COMPANION_NO_CREDITS);
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

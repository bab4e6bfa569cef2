// AI女友's conversation as kept (docs/ai-api.md "AI女友"): the personas, messages as the app sees
// them, the sync every device of an account reads (what changed after a cursor: each write of a
// message takes the next change number, so a reply that grew or was cut is seen again), and the
// earlier messages a new reply is written with.
import { and, asc, desc, eq, gt, inArray, ne } from 'drizzle-orm';

import {
  COMPANION_CONTEXT_MESSAGES,
  COMPANION_SYNC_DEFAULT,
  TIP_PERSONA_NOT_FOUND,
} from '@/lib/domain/ai/companion';
import type { CompanionMessage, CompanionSync } from '@/lib/protocol/shapes/ai/companion';

import type { Db } from '../../db/client';
import { companionMessages, companionPersonas } from '../../db/schema/ai-companion';
import { notFound } from '../../http/envelope';
import type { ChatMessage } from './provider';

export type MessageRow = typeof companionMessages.$inferSelect;
export type PersonaRow = typeof companionPersonas.$inferSelect;

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

export function messageCard(row: MessageRow): CompanionMessage {
  return {
    id: row.id,
    personaId: row.personaId,
    role: row.role,
    text: row.content,
    status: row.status,
    credits: row.credits,
    demo: row.demo,
    createdAt: seconds(row.createdAt),
  };
}

/** The enabled personas in the operator's order. */
export async function listPersonas(db: Db) {
  const rows = await db
    .select()
    .from(companionPersonas)
    .where(eq(companionPersonas.enabled, true))
    .orderBy(asc(companionPersonas.position), asc(companionPersonas.id));
  return rows.map((p) => ({
    id: p.id,
    name: p.name,
    avatar: p.avatar,
    intro: p.intro,
    greeting: p.greeting,
  }));
}

/** An enabled persona, else 4040 角色不存在或已下架. */
export async function enabledPersona(db: Db, id: number): Promise<PersonaRow> {
  const [row] = await db
    .select()
    .from(companionPersonas)
    .where(and(eq(companionPersonas.id, id), eq(companionPersonas.enabled, true)));
  if (!row) throw notFound(TIP_PERSONA_NOT_FOUND);
  return row;
}

export type SyncInput = { userId: number; personaId: number; after?: number; size?: number };

/**
 * The caller's messages with a persona written after `after`, in the order they were written
 * (a persona taken down still syncs: the conversation is the user's).
 */
export async function syncMessages(db: Db, input: SyncInput): Promise<CompanionSync> {
  const after = input.after ?? 0;
  const size = input.size ?? COMPANION_SYNC_DEFAULT;
  const rows = await db
    .select()
    .from(companionMessages)
    .where(
      and(
        eq(companionMessages.userId, input.userId),
        eq(companionMessages.personaId, input.personaId),
        gt(companionMessages.seq, after),
      ),
    )
    .orderBy(asc(companionMessages.seq))
    .limit(size + 1);
  const page = rows.slice(0, size);
  return {
    messages: page.map(messageCard),
    cursor: page.at(-1)?.seq ?? after,
    more: rows.length > size,
  };
}

/**
 * What the model is given: the persona's instructions, then the latest messages with text of
 * this conversation, oldest first (`exclude`: the reply being written, when it is new).
 */
export async function chatContext(
  db: Db,
  persona: PersonaRow,
  userId: number,
  exclude: number | null,
): Promise<ChatMessage[]> {
  const rows = await db
    .select({ role: companionMessages.role, content: companionMessages.content })
    .from(companionMessages)
    .where(
      and(
        eq(companionMessages.userId, userId),
        eq(companionMessages.personaId, persona.id),
        ne(companionMessages.content, ''),
        exclude === null ? undefined : ne(companionMessages.id, exclude),
        inArray(companionMessages.role, ['user', 'assistant']),
      ),
    )
    .orderBy(desc(companionMessages.id))
    .limit(COMPANION_CONTEXT_MESSAGES);
  return [
    { role: 'system', content: persona.systemPrompt },
    ...rows.reverse().map((r) => ({ role: r.role, content: r.content })),
  ];
}

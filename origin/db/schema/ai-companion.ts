// AI女友 (docs/ai-api.md "AI女友"): the operator's personas, each user's 积分 (credits), the packs
// they bought with diamonds, and the conversation, kept here so every device of the account
// sees it (aiGirlfriend/sync reads it by change number).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import type { MessageRole, MessageState } from '@/lib/domain/ai/companion';

import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** An operator persona: what the user picks, and what the model is told to be. */
export const companionPersonas = pgTable('ai_companion_personas', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1 }),
  name: text('name').notNull(),
  /** IMAGE-line path (obfuscated, §5). */
  avatar: text('avatar').notNull(),
  intro: text('intro').notNull(),
  greeting: text('greeting').notNull(),
  /** The model's instructions; never sent to a browser. */
  systemPrompt: text('system_prompt').notNull(),
  /** Operator's order: lower first. */
  position: integer('position').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: at('created_at').notNull(),
});

/** A user's 积分: bought with score/pay, spent as replies stream. */
export const companionCredits = pgTable(
  'ai_companion_credits',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull().default(0),
  },
  // The last line of defence: no reply may take the balance below zero.
  (t) => [check('ai_companion_credits_nonneg', sql`${t.balance} >= 0`)],
);

/** A pack bought with diamonds (ledger reason ai_companion, refId this row). */
export const companionOrders = pgTable(
  'ai_companion_orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1 }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The client's key of this purchase: (user, requestId) is unique, so a repeat charges once. */
    requestId: text('request_id').notNull(),
    packId: integer('pack_id').notNull(),
    credits: integer('credits').notNull(),
    /** Diamonds (§5 tenths). */
    price: integer('price').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('ai_companion_orders_request_uq').on(t.userId, t.requestId)],
);

/** Every write of a message takes the next number: sync answers what changed after a cursor. */
export const companionMessageSeq = pgSequence('ai_companion_message_seq');

export const companionMessages = pgTable(
  'ai_companion_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1 }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** No cascade: a conversation outlives a persona the operator takes down. */
    personaId: integer('persona_id')
      .notNull()
      .references(() => companionPersonas.id),
    role: text('role').$type<MessageRole>().notNull(),
    content: text('content').notNull(),
    status: text('status').$type<MessageState>().notNull(),
    /** 积分 this reply has cost so far. */
    credits: integer('credits').notNull().default(0),
    /** Written by the demo provider. */
    demo: boolean('demo').notNull().default(false),
    /** The change number (companionMessageSeq), renewed on every write. */
    seq: bigint('seq', { mode: 'number' })
      .notNull()
      .default(sql`nextval('ai_companion_message_seq')`),
    createdAt: at('created_at').notNull(),
    /** When the reply last started streaming (a 继续 starts it again): its lease runs from here. */
    startedAt: at('started_at').notNull(),
    finishedAt: at('finished_at'),
  },
  (t) => [
    index('ai_companion_messages_sync_idx').on(t.userId, t.personaId, t.seq),
    index('ai_companion_messages_list_idx').on(t.userId, t.personaId, t.id),
    // One open reply per user: the database keeps the rule even if two origins race.
    uniqueIndex('ai_companion_messages_open_uq')
      .on(t.userId)
      .where(sql`${t.status} = 'streaming'`),
    check('ai_companion_messages_role_ck', sql`${t.role} IN ('user', 'assistant')`),
    check(
      'ai_companion_messages_status_ck',
      sql`${t.status} IN ('streaming', 'done', 'stopped', 'credits', 'filtered', 'failed')`,
    ),
    check('ai_companion_messages_credits_nonneg', sql`${t.credits} >= 0`),
  ],
);

// The user center's tables: pictures users upload (avatars, feedback), messages and their read
// marks, feedback with the operator's reply, and who invited whom.
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

import type { MessageKind } from '@/lib/domain/account/message-kinds';

import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type UserImageKind = 'avatar' | 'feedback';

/**
 * A picture a user uploaded, kept in the database (base64) so every origin process serves it:
 * avatars are a few dozen KB after the browser's square crop, feedback pictures at most 1 MiB.
 */
export const userImages = pgTable(
  'user_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<UserImageKind>().notNull(),
    mime: text('mime').notNull(),
    /** Unguessable name part of the public path, so ids cannot be walked. */
    token: text('token').notNull(),
    data: text('data').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('user_images_user_idx').on(t.userId, t.kind)],
);

/**
 * Messages to one user, or to everyone (userId null: a system notice). Purchases are read from
 * the purchase tables instead (services/account/messages.ts), so buying needs no second write.
 */
export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<MessageKind>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** An in-app path the message opens ('' for none). */
    link: text('link').notNull().default(''),
    /** Who caused it (the replier, the new follower); null for the operator. */
    fromUserId: integer('from_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('messages_user_kind_idx').on(t.userId, t.kind, t.createdAt)],
);

/** Up to when a user has read each kind of message: later ones are unread. */
export const messageReads = pgTable(
  'message_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<MessageKind>().notNull(),
    readAt: at('read_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

export const feedback = pgTable(
  'feedback',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    content: text('content').notNull(),
    contact: text('contact').notNull().default(''),
    /** Public image paths (user_images). */
    images: jsonb('images').$type<string[]>().notNull(),
    reply: text('reply'),
    repliedAt: at('replied_at'),
    /** When an operator closed it (the console's inbox, services/admin/feedback-changes.ts). */
    closedAt: at('closed_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('feedback_user_idx').on(t.userId, t.createdAt),
    // The console's inbox: newest first.
    index('feedback_created_idx').on(t.createdAt),
  ],
);

/** Who invited whom: one row per invitee, so a user redeems an invite code once. */
export const invites = pgTable(
  'invites',
  {
    inviteeId: integer('invitee_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    inviterId: integer('inviter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The inviter's reward in diamonds (§5 tenths). */
    reward: integer('reward').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('invites_inviter_idx').on(t.inviterId, t.createdAt)],
);

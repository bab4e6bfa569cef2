// The AI studio's face swap: the operator's templates (a picture with a marked face oval) and
// users' orders, made by a background job (services/ai/jobs.ts). docs/ai-api.md.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import type { AiStatus } from '@/lib/domain/ai/studio';

import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** An operator template. The face oval is in the picture's own pixels: centre and radii. */
export const aiTemplates = pgTable(
  'ai_templates',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1 }),
    title: text('title').notNull(),
    /** IMAGE-line path of the picture (obfuscated, §5): the seed's, or an uploaded one (/u/…). */
    cover: text('cover').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    faceX: integer('face_x').notNull(),
    faceY: integer('face_y').notNull(),
    faceRx: integer('face_rx').notNull(),
    faceRy: integer('face_ry').notNull(),
    /** Diamonds (§5 tenths) an order costs; 0 = free. */
    price: integer('price').notNull().default(0),
    /** Operator's order: lower first, then newest. */
    position: integer('position').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    /** Orders made with it, counted in the submit's transaction (deleting an order keeps it). */
    uses: integer('uses').notNull().default(0),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('ai_templates_order_idx').on(t.position, t.createdAt.desc(), t.id.desc()),
    check('ai_templates_price_nonneg', sql`${t.price} >= 0`),
    check('ai_templates_face_ck', sql`${t.faceRx} > 0 AND ${t.faceRy} > 0`),
  ],
);

export const aiOrders = pgTable(
  'ai_orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100000 }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** No cascade: an order someone paid for outlives an operator's change of mind. */
    templateId: integer('template_id')
      .notNull()
      .references(() => aiTemplates.id),
    /** The caller's upload (uploads.id) the face comes from. */
    photoId: text('photo_id').notNull(),
    /** The client's key of this submission: (user, requestId) is unique, so a repeat charges once. */
    requestId: text('request_id').notNull(),
    status: text('status').$type<AiStatus>().notNull(),
    /** IMAGE-line path of the finished picture (/u/ai-….jpg); '' until done. */
    result: text('result').notNull().default(''),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Why it failed, in Chinese. */
    error: text('error').notNull().default(''),
    /** Diamonds charged (§5 tenths). */
    price: integer('price').notNull(),
    refunded: boolean('refunded').notNull().default(false),
    createdAt: at('created_at').notNull(),
    finishedAt: at('finished_at'),
  },
  (t) => [
    uniqueIndex('ai_orders_request_uq').on(t.userId, t.requestId),
    index('ai_orders_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('ai_orders_status_idx').on(t.status),
    check('ai_orders_status_ck', sql`${t.status} IN ('queued', 'processing', 'done', 'failed')`),
    check('ai_orders_price_nonneg', sql`${t.price} >= 0`),
  ],
);

// Request-security state shared by every origin process: nonces, rate-limit windows, SMS codes, QR logins.
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const apiNonces = pgTable(
  'api_nonces',
  {
    nonce: text('nonce').primaryKey(),
    seenAt: at('seen_at').notNull(),
  },
  (t) => [index('api_nonces_seen_at_idx').on(t.seenAt)],
);

/** Fixed-window counters: one row per bucket (e.g. `ip:1.2.3.4`) and window start. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    bucket: text('bucket').notNull(),
    windowStart: at('window_start').notNull(),
    count: integer('count').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bucket, t.windowStart] }),
    index('rate_limits_expires_at_idx').on(t.expiresAt),
  ],
);

export type SmsPurpose = 'login';

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    phone: text('phone').notNull(),
    /** sha256 of phone and code; the plain code exists only in the provider's message. */
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
  },
  (t) => [index('sms_codes_phone_idx').on(t.phone, t.createdAt)],
);

/** What the built-in SMS provider "sent", like a local mail catcher. */
export const smsOutbox = pgTable('sms_outbox', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  phone: text('phone').notNull(),
  body: text('body').notNull(),
  createdAt: at('created_at').notNull(),
});

/** Picture captchas the login asks for after repeated failures (services/account/captcha.ts). */
export const loginCaptchas = pgTable(
  'login_captchas',
  {
    id: text('id').primaryKey(),
    /** sha256 of id and answer: the answer itself exists only in the picture. */
    answerHash: text('answer_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('login_captchas_expires_at_idx').on(t.expiresAt)],
);

export type QrStatus = 'pending' | 'confirmed' | 'consumed';

export const qrLogins = pgTable(
  'qr_logins',
  {
    /** sha256 of the code: the public half, shown in the QR picture. */
    codeHash: text('code_hash').primaryKey(),
    /**
     * sha256 of the poll secret only the creating device holds: the code is in the picture, so
     * whoever sees the QR knows it; polling (and so the token) needs the secret too.
     */
    pollSecretHash: text('poll_secret_hash').notNull(),
    status: text('status').$type<QrStatus>().notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    confirmedUserId: integer('confirmed_user_id').references(() => users.id, {
      onDelete: 'cascade',
    }),
    confirmedAt: at('confirmed_at'),
  },
  (t) => [index('qr_logins_expires_at_idx').on(t.expiresAt)],
);

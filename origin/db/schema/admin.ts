// The operator console (issue 41; docs/admin-api.md): operators apart from users, their sessions,
// and the audit log, which nothing updates or deletes (a trigger in the migration refuses it).
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import type { AuditAction } from '@/lib/domain/admin/audit';
import type { OperatorRole } from '@/lib/domain/admin/roles';
import type { SessionStage } from '@/lib/domain/admin/sessions';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const operators = pgTable(
  'operators',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    /** scrypt (services/account/passwords.ts). */
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<OperatorRole>().notNull(),
    /** base32; set at enrolment, kept once confirmed. */
    totpSecret: text('totp_secret'),
    totpEnrolled: boolean('totp_enrolled').notNull().default(false),
    /** The last TOTP step accepted: a code of that step or earlier is refused (replay). */
    totpLastCounter: bigint('totp_last_counter', { mode: 'number' }),
    /** A demo operator of the seed: production refuses to start while one is enabled. */
    demo: boolean('demo').notNull().default(false),
    createdAt: at('created_at').notNull(),
    disabledAt: at('disabled_at'),
  },
  (t) => [uniqueIndex('operators_name_idx').on(t.name)],
);

export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** sha256 of the token; the token itself only ever lives in the operator's cookie. */
    tokenHash: text('token_hash').notNull(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    stage: text('stage').$type<SessionStage>().notNull(),
    createdAt: at('created_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    uniqueIndex('operator_sessions_token_idx').on(t.tokenHash),
    index('operator_sessions_operator_idx').on(t.operatorId),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Null: the command line (npm run operator). */
    operatorId: integer('operator_id').references(() => operators.id),
    at: at('at').notNull(),
    address: text('address').notNull(),
    action: text('action').$type<AuditAction>().notNull(),
    /** What the change touched, e.g. `operator:12`. */
    target: text('target').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_operator_at_idx').on(t.operatorId, t.at),
    index('audit_log_action_at_idx').on(t.action, t.at),
  ],
);

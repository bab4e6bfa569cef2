// The console's grants (issue 42 item 5, docs/admin-api.md "Users"): diamonds or VIP days an
// operator gave a user, with the reason, made once per console key.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

import type { GrantKind } from '@/lib/domain/admin/users';
import type { VipTier } from '@/lib/domain/money/vip';

import { operators } from './admin';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One grant (运营补发): its ledger row's ref_id when it gave diamonds (reason grant). */
export const adminGrants = pgTable(
  'admin_grants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<GrantKind>().notNull(),
    /** diamonds: §5 tenths; vip: days. */
    amount: integer('amount').notNull(),
    /** vip only. */
    tier: text('tier').$type<VipTier>(),
    reason: text('reason').notNull(),
    /** The console's key for one click: a repeated request with it changes nothing. */
    idemKey: text('idem_key').notNull(),
    operatorId: integer('operator_id').references(() => operators.id),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('admin_grants_idem_uq').on(t.idemKey),
    index('admin_grants_user_idx').on(t.userId, t.id),
    check('admin_grants_amount_pos', sql`${t.amount} > 0`),
    check('admin_grants_kind_ck', sql`${t.kind} IN ('diamonds', 'vip')`),
  ],
);

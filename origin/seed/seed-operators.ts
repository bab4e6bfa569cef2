// Demo operators of the console (README, docs/admin-api.md): one per role, TOTP not enrolled.
// Marked demo: with NODE_ENV=production the origin refuses to start while one is enabled.
import type { OperatorRole } from '@/lib/domain/admin/roles';

import type { Db } from '../db/client';
import { operators } from '../db/schema/admin';
import { hashPassword } from '../services/account/passwords';
import { SEED_CREATED_AT } from './seed-users';

export const DEMO_OPERATOR_PASSWORD = 'admin123456';

export const DEMO_OPERATORS: readonly { name: string; role: OperatorRole }[] = [
  { name: 'admin', role: 'owner' },
  { name: 'editor1', role: 'editor' },
  { name: 'moderator1', role: 'moderator' },
  { name: 'finance1', role: 'finance' },
];

export async function seedOperators(db: Db): Promise<void> {
  // One hash for all four (a fixed salt, as the seed users'): the seed stays repeatable and quick.
  const passwordHash = await hashPassword(DEMO_OPERATOR_PASSWORD, 'demo-operators');
  await db
    .insert(operators)
    .values(
      DEMO_OPERATORS.map((o) => ({ ...o, passwordHash, demo: true, createdAt: SEED_CREATED_AT })),
    );
}

// Operator accounts: created with a one-time password, listed, disabled. Every change writes its
// audit row in the same transaction (audit.ts).
import { randomBytes } from 'node:crypto';

import { and, asc, eq, isNull } from 'drizzle-orm';

import type { OperatorRole } from '@/lib/domain/admin/roles';
import type { OperatorRow } from '@/lib/protocol/shapes/admin/operator';

import type { Db } from '../../db/client';
import { operators } from '../../db/schema/admin';
import { hashPassword } from '../account/passwords';
import { writeAudit } from './audit';
import { revokeOperatorSessions } from './sessions';

type OperatorRecord = typeof operators.$inferSelect;

/** Who acts: an operator at an address, or the command line (operatorId null). */
export type Actor = { operatorId: number | null; address: string };

export function operatorRow(o: OperatorRecord): OperatorRow {
  return {
    id: o.id,
    name: o.name,
    role: o.role,
    totpEnrolled: o.totpEnrolled,
    disabled: o.disabledAt !== null,
    createdAt: o.createdAt.toISOString(),
  };
}

/** 16 characters of 96 random bits, shown once. */
export function oneTimePassword(): string {
  return randomBytes(12).toString('base64url');
}

export async function findOperatorByName(db: Db, name: string): Promise<OperatorRecord | null> {
  const [row] = await db.select().from(operators).where(eq(operators.name, name)).limit(1);
  return row ?? null;
}

export async function findOperator(db: Db, id: number): Promise<OperatorRecord | null> {
  const [row] = await db.select().from(operators).where(eq(operators.id, id)).limit(1);
  return row ?? null;
}

export async function listOperators(db: Db): Promise<OperatorRow[]> {
  const rows = await db.select().from(operators).orderBy(asc(operators.id));
  return rows.map(operatorRow);
}

/** Null when the name is taken. */
export async function createOperator(
  db: Db,
  input: { name: string; role: OperatorRole },
  actor: Actor,
  nowMs: number,
): Promise<{ operator: OperatorRow; password: string } | null> {
  const password = oneTimePassword();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(operators)
      .values({ name: input.name, role: input.role, passwordHash, createdAt: new Date(nowMs) })
      .onConflictDoNothing()
      .returning();
    if (!row) return null;
    const operator = operatorRow(row);
    await writeAudit(
      tx,
      { ...actor, action: 'operator.create', target: `operator:${row.id}`, after: operator },
      nowMs,
    );
    return { operator, password };
  });
}

/** Null when there is no such operator; the row as it is when it was disabled already. */
export async function disableOperator(
  db: Db,
  id: number,
  actor: Actor,
  nowMs: number,
): Promise<OperatorRow | null> {
  return db.transaction(async (tx) => {
    const before = await findOperator(tx, id);
    if (!before) return null;
    const [row] = await tx
      .update(operators)
      .set({ disabledAt: new Date(nowMs) })
      .where(and(eq(operators.id, id), isNull(operators.disabledAt)))
      .returning();
    if (!row) return operatorRow(before);
    await revokeOperatorSessions(tx, id, nowMs);
    const after = operatorRow(row);
    await writeAudit(
      tx,
      {
        ...actor,
        action: 'operator.disable',
        target: `operator:${id}`,
        before: operatorRow(before),
        after,
      },
      nowMs,
    );
    return after;
  });
}

/** The names of demo operators still enabled (production refuses to start while any is). */
export async function enabledDemoOperators(db: Db): Promise<string[]> {
  const rows = await db
    .select({ name: operators.name })
    .from(operators)
    .where(and(eq(operators.demo, true), isNull(operators.disabledAt)))
    // In the order they were made: without it the message's list followed the table's row order,
    // which an update (a login's timestamp) changes.
    .orderBy(asc(operators.id));
  return rows.map((r) => r.name);
}

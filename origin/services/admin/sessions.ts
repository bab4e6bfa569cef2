// Operator sessions: random 256-bit tokens stored as their sha256, alive while used within the
// idle timeout and younger than the absolute lifetime (lib/domain/admin/sessions.ts).
import { randomBytes } from 'node:crypto';

import { and, eq, isNull } from 'drizzle-orm';

import type { OperatorRole } from '@/lib/domain/admin/roles';
import { sessionAlive, type SessionStage } from '@/lib/domain/admin/sessions';

import type { Db } from '../../db/client';
import { operatorSessions, operators } from '../../db/schema/admin';
import { hashToken, isTokenShaped } from '../account/sessions';

export type OperatorSession = {
  id: number;
  stage: SessionStage;
  operator: {
    id: number;
    name: string;
    role: OperatorRole;
    totpEnrolled: boolean;
  };
};

export async function issueOperatorSession(
  tx: Db,
  operatorId: number,
  stage: SessionStage,
  nowMs: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date(nowMs);
  await tx.insert(operatorSessions).values({
    tokenHash: hashToken(token),
    operatorId,
    stage,
    createdAt: now,
    lastSeenAt: now,
  });
  return token;
}

/**
 * The live session of a token, its idle clock restarted; null when unknown, ended, idle too
 * long, too old, or its operator disabled.
 */
export async function resolveOperatorSession(
  db: Db,
  token: string,
  nowMs: number,
): Promise<OperatorSession | null> {
  if (!isTokenShaped(token)) return null;
  const [row] = await db
    .select({
      id: operatorSessions.id,
      stage: operatorSessions.stage,
      createdAt: operatorSessions.createdAt,
      lastSeenAt: operatorSessions.lastSeenAt,
      operator: {
        id: operators.id,
        name: operators.name,
        role: operators.role,
        totpEnrolled: operators.totpEnrolled,
      },
    })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.tokenHash, hashToken(token)),
        isNull(operatorSessions.revokedAt),
        isNull(operators.disabledAt),
      ),
    )
    .limit(1);
  if (!row) return null;
  const times = { createdAtMs: row.createdAt.getTime(), lastSeenAtMs: row.lastSeenAt.getTime() };
  if (!sessionAlive(times, nowMs)) return null;
  await db
    .update(operatorSessions)
    .set({ lastSeenAt: new Date(nowMs) })
    .where(eq(operatorSessions.id, row.id));
  return { id: row.id, stage: row.stage, operator: row.operator };
}

export async function revokeOperatorSession(db: Db, id: number, nowMs: number): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ revokedAt: new Date(nowMs) })
    .where(and(eq(operatorSessions.id, id), isNull(operatorSessions.revokedAt)));
}

/** Ends every session of an operator (disabled). */
export async function revokeOperatorSessions(
  db: Db,
  operatorId: number,
  nowMs: number,
): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ revokedAt: new Date(nowMs) })
    .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt)));
}

export async function promoteOperatorSession(tx: Db, id: number): Promise<void> {
  await tx.update(operatorSessions).set({ stage: 'full' }).where(eq(operatorSessions.id, id));
}

// Session tokens: random 256-bit bearer tokens, stored only as their sha256.
import { createHash, randomBytes } from 'node:crypto';

import { and, eq, gt, isNull } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { sessions, users, type UserKind } from '../../db/schema/users';

export type Session = {
  id: number;
  userId: number;
  kind: UserKind;
  deviceId: string | null;
  token: string;
  /**
   * When the session began counting online time. The cap lives on the user now
   * (online-time.ts), but a user never credited yet still counts from here.
   */
  onlineCreditedAt: Date;
};

// base64url of 32 bytes. Anything else is refused before it costs a query.
const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;
const DAY_MS = 86_400_000;

/** Whether a token could be one of ours; anything else is never looked up. */
export function isTokenShaped(token: string): boolean {
  return TOKEN_RE.test(token);
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function issueSession(
  db: Db,
  input: { userId: number; deviceId?: string | null | undefined },
  nowMs: number,
  ttlDays: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date(nowMs);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: input.userId,
    deviceId: input.deviceId ?? null,
    createdAt: now,
    expiresAt: new Date(nowMs + ttlDays * DAY_MS),
    onlineCreditedAt: now,
  });
  return token;
}

/**
 * The live session of a token: known, not expired, not logged out, its account not closed
 * (closing revokes the sessions too; this holds even for one a racing login just issued).
 */
export async function resolveSession(
  db: Db,
  token: string,
  nowMs: number,
): Promise<Session | null> {
  if (!isTokenShaped(token)) return null;
  const [row] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      kind: users.kind,
      deviceId: sessions.deviceId,
      onlineCreditedAt: sessions.onlineCreditedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date(nowMs)),
        isNull(users.closedAt),
      ),
    )
    .limit(1);
  return row ? { ...row, token } : null;
}

export async function revokeSession(db: Db, sessionId: number, nowMs: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(nowMs) })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

// The web server's own identity at the origin (SERVICE_TOKEN): it renders the first screen's
// public catalogue on the server before any visitor has a session (ARCHITECTURE "Server-rendered
// launch frames"). One user of kind 'service' with one session for that token; it may make
// only the calls the call table marks `serviceRead` (the public catalogue) and nothing that
// reads or changes a user's data or money (http/route.ts answers those 4030).
import { and, eq, isNull, ne } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema/users';
import { hashToken } from '../account/sessions';

export const SERVICE_NICKNAME = '网站服务';
// The session has no end of its own: it ends when SERVICE_TOKEN changes (the old one is revoked).
const FOREVER = new Date('9999-12-31T00:00:00Z');

/** Makes sure the service user exists and `token` is its one live session (idempotent). */
export async function ensureServiceIdentity(db: Db, token: string, nowMs: number): Promise<number> {
  const now = new Date(nowMs);
  let [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.kind, 'service'))
    .limit(1);
  if (!user) {
    [user] = await db
      .insert(users)
      .values({ kind: 'service', nickname: SERVICE_NICKNAME, createdAt: now })
      .returning({ id: users.id });
  }
  const userId = user!.id;
  const tokenHash = hashToken(token);
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        ne(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
      ),
    );
  // An earlier token coming back (a rollback of SERVICE_TOKEN) is made live again.
  await db
    .insert(sessions)
    .values({ tokenHash, userId, createdAt: now, expiresAt: FOREVER, onlineCreditedAt: now })
    .onConflictDoUpdate({
      target: sessions.tokenHash,
      set: { revokedAt: null, expiresAt: FOREVER },
      setWhere: eq(sessions.userId, userId),
    });
  return userId;
}

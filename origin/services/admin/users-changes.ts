// The console's 用户 changes (docs/admin-api.md "Users"): ending a user's sessions, and a grant
// (运营补发) of diamonds or VIP days, exactly once per console key. A grant is one transaction:
// the user's row locked (FOR UPDATE, as a 兑换码 use locks it), the key looked up, the grant row
// (unique key as backstop), the diamonds with their ledger row (reason grant) or the VIP days,
// the user's 系统通知 and the audit row. Parallel clicks queue on the user's lock: the first
// grants, the rest find its key.
import { and, eq, isNull } from 'drizzle-orm';

import {
  grantMessage,
  grantProblem,
  TIP_GRANT_CLOSED,
  TIP_GRANT_KEY_OTHER,
  TIP_GRANT_NOT_USER,
  TIP_SESSION_NOT_FOUND,
  TIP_USER_NOT_FOUND,
  type Grant,
} from '@/lib/domain/admin/users';
import type { GrantResult } from '@/lib/protocol/shapes/admin/users';

import type { Db } from '../../db/client';
import { messages } from '../../db/schema/account';
import { adminGrants } from '../../db/schema/grants';
import { sessions, users } from '../../db/schema/users';
import { badInput, notFound } from '../../http/envelope';
import { extendVip } from '../money/vip-time';
import { creditDiamonds, walletBalances } from '../money/wallet';
import { writeAudit } from './audit';
import { grantsOf, vipsOf } from './users-view';

export type Actor = { operatorId: number; address: string };
type Deps = { db: Db; now: () => number };

/**
 * Ends one session of the user (sessionId) or all their live ones: each is revoked, so the
 * user's next call with it answers 1000 and the app signs in afresh. Answers how many ended.
 */
export async function endSessions(
  deps: Deps,
  actor: Actor,
  input: { id: number; sessionId?: number | undefined },
): Promise<{ ended: number }> {
  const nowMs = deps.now();
  return deps.db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.id));
    if (!user) throw notFound(TIP_USER_NOT_FOUND);
    if (input.sessionId !== undefined) {
      const [own] = await tx
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.id, input.sessionId), eq(sessions.userId, input.id)));
      if (!own) throw notFound(TIP_SESSION_NOT_FOUND);
    }
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: new Date(nowMs) })
      .where(
        and(
          eq(sessions.userId, input.id),
          isNull(sessions.revokedAt),
          input.sessionId === undefined ? undefined : eq(sessions.id, input.sessionId),
        ),
      )
      .returning({ id: sessions.id });
    await writeAudit(
      tx,
      {
        ...actor,
        action: 'user.sessions.end',
        target: `user:${input.id}`,
        before: { session: input.sessionId ?? 'all' },
        after: { ended: ended.map((s) => s.id) },
      },
      nowMs,
    );
    return { ended: ended.length };
  });
}

export type GrantRequest = { id: number; reward: Grant; reason: string; key: string };

/** Grants once per key; a repeated key answers the grant it made (`created` false). */
export async function grantToUser(
  deps: Deps,
  actor: Actor,
  input: GrantRequest,
): Promise<GrantResult> {
  const nowMs = deps.now();
  const reason = input.reason.trim();
  const problem = grantProblem(input.reward, reason);
  if (problem) throw badInput(problem);
  const made = await deps.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ kind: users.kind, closedAt: users.closedAt })
      .from(users)
      .where(eq(users.id, input.id))
      .for('update');
    if (!user) throw notFound(TIP_USER_NOT_FOUND);
    const [seen] = await tx
      .select({ id: adminGrants.id, userId: adminGrants.userId })
      .from(adminGrants)
      .where(eq(adminGrants.idemKey, input.key));
    if (seen) {
      if (seen.userId !== input.id) throw badInput(TIP_GRANT_KEY_OTHER);
      return { id: seen.id, created: false };
    }
    if (user.kind === 'service') throw badInput(TIP_GRANT_NOT_USER);
    // A closed account's balances were forfeited: nothing given to it could be used.
    if (user.closedAt) throw badInput(TIP_GRANT_CLOSED);
    const reward = input.reward;
    const [row] = await tx
      .insert(adminGrants)
      .values({
        userId: input.id,
        kind: reward.kind,
        amount: reward.kind === 'diamonds' ? reward.amount : reward.days,
        tier: reward.kind === 'vip' ? reward.tier : null,
        reason,
        idemKey: input.key,
        operatorId: actor.operatorId,
        createdAt: new Date(nowMs),
      })
      .onConflictDoNothing()
      .returning({ id: adminGrants.id });
    // The unique key is the backstop for one key raced across two users (each under its own lock).
    if (!row) throw badInput(TIP_GRANT_KEY_OTHER);
    const after =
      reward.kind === 'diamonds'
        ? {
            diamonds: await creditDiamonds(tx, {
              userId: input.id,
              price: reward.amount,
              reason: 'grant',
              refId: row.id,
              nowMs,
            }),
          }
        : { vip: await extendVip(tx, input.id, reward, nowMs) };
    const note = grantMessage(reward, reason);
    await tx.insert(messages).values({
      userId: input.id,
      kind: 'system',
      title: note.title,
      body: note.body,
      link: reward.kind === 'diamonds' ? '/mine/ledger' : '/mine/vip',
      createdAt: new Date(nowMs),
    });
    await writeAudit(
      tx,
      {
        ...actor,
        action: 'user.grant',
        target: `user:${input.id}`,
        before: null,
        after: { grant: { id: row.id, ...reward, reason }, ...after },
      },
      nowMs,
    );
    return { id: row.id, created: true };
  });
  const [grant] = await grantsOf(deps.db, eq(adminGrants.id, made.id), 1);
  return {
    grant: grant!,
    created: made.created,
    wallet: await walletBalances(deps.db, input.id),
    vips: await vipsOf(deps.db, input.id, nowMs),
  };
}

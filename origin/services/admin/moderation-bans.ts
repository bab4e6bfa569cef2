// Bans and the banned-word list (docs/admin-api.md "Community"): a ban ends the user's sessions
// and tells them why in a 系统通知; unban lifts every ban in force. Each audited on its transaction.
import { and, eq, isNull } from 'drizzle-orm';

import { tidyWords } from '@/lib/domain/admin/moderation';
import {
  banEndMs,
  banMessage,
  TIP_BAN_USER,
  TIP_NOT_BANNED,
  type BanDays,
} from '@/lib/domain/community/bans';
import type { BanItem } from '@/lib/protocol/shapes/admin/community';

import type { Db } from '../../db/client';
import { userBans } from '../../db/schema/moderation';
import { appConfig } from '../../db/schema/platform';
import { sessions, users } from '../../db/schema/users';
import { badInput, notFound } from '../../http/envelope';
import { notifyUser } from '../account/messages';
import { inForceAt, toBanRow } from '../community/bans';
import { communitySettings } from '../community/config';
import { banItemOf } from './moderation-view';
import { auditedChange, type PlatformActor, type PlatformDeps } from './platform-audit';

export function banUser(
  deps: PlatformDeps,
  actor: PlatformActor,
  input: { userId: number; days: BanDays; reason: string },
): Promise<{ ban: BanItem; sessionsEnded: number }> {
  return auditedChange(deps, actor, 'user.ban', async (tx) => {
    const nowMs = deps.now();
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId));
    if (!user) throw notFound(TIP_BAN_USER);
    const endsMs = banEndMs(nowMs, input.days);
    const [row] = await tx
      .insert(userBans)
      .values({
        userId: input.userId,
        reason: input.reason,
        operatorId: actor.operatorId,
        startsAt: new Date(nowMs),
        endsAt: endsMs === null ? null : new Date(endsMs),
      })
      .returning();
    // Every session ends now: the app signs in again and meets the ban where it applies.
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: new Date(nowMs) })
      .where(and(eq(sessions.userId, input.userId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    await notifyUser(tx, {
      userId: input.userId,
      kind: 'system',
      ...banMessage({ endsAt: endsMs, reason: input.reason }),
      nowMs,
    });
    const ban = banItemOf(toBanRow(row!));
    return {
      target: `user:${input.userId}`,
      after: { days: input.days, reason: input.reason, endsAt: ban.endsAt },
      result: { ban, sessionsEnded: ended.length },
    };
  });
}

export function unbanUser(
  deps: PlatformDeps,
  actor: PlatformActor,
  userId: number,
): Promise<{ lifted: number }> {
  return auditedChange(deps, actor, 'user.unban', async (tx) => {
    const nowMs = deps.now();
    const lifted = await tx
      .update(userBans)
      .set({ liftedAt: new Date(nowMs), liftedBy: actor.operatorId })
      .where(and(eq(userBans.userId, userId), inForceAt(nowMs)))
      .returning();
    if (lifted.length === 0) throw badInput(TIP_NOT_BANNED);
    return {
      target: `user:${userId}`,
      before: { bans: lifted.map((b) => banItemOf(toBanRow(b))) },
      after: { bans: [] },
      result: { lifted: lifted.length },
    };
  });
}

export async function bannedWordsOf(db: Db): Promise<{ words: string[] }> {
  const { rules } = await communitySettings(db);
  return { words: [...rules.bannedWords] };
}

/** Replaces the list in communityRules, keeping the rest of the rules as they are. */
export function setBannedWords(
  deps: PlatformDeps,
  actor: PlatformActor,
  words: readonly string[],
): Promise<{ words: string[] }> {
  return auditedChange(deps, actor, 'bannedWords.set', async (tx) => {
    const [row] = await tx
      .select()
      .from(appConfig)
      .where(eq(appConfig.key, 'communityRules'))
      .for('update');
    const raw = row?.value && typeof row.value === 'object' ? row.value : {};
    const before = (await bannedWordsOf(tx)).words;
    const next = tidyWords(words);
    const value = { ...raw, bannedWords: next };
    await tx
      .insert(appConfig)
      .values({ key: 'communityRules', value })
      .onConflictDoUpdate({ target: appConfig.key, set: { value } });
    return {
      target: 'config:communityRules',
      before: { bannedWords: before },
      after: { bannedWords: next },
      result: { words: next },
    };
  });
}

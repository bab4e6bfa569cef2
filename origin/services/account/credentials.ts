// The credentials card (账号凭证, user/qrcode): a QR the user saves as a picture, which restores
// their account on another device (user/qrcode/info). The text is signed with a key derived from
// SIGN_KEY and names the card's version; revoking bumps the version, so every earlier card,
// saved picture or screenshot, stops working at once.
import { createHmac, timingSafeEqual } from 'node:crypto';

import { eq, sql } from 'drizzle-orm';

import { TIP_ACCOUNT_CLOSED } from '@/lib/domain/account/closure';
import { displayName } from '@/lib/domain/account/display-name';

import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';
import { badInput } from '../../http/envelope';

export const CREDENTIALS_PREFIX = 'yingshi-account:';
const CARD_RE = /^yingshi-account:([1-9]\d{0,9})\.([1-9]\d{0,9})\.([A-Za-z0-9_-]{22})$/;
export const TIP_CARD_REVOKED = '该账号凭证已失效，请使用最新保存的凭证';
const TIP_CARD_BAD = '账号凭证无效，请扫描完整清晰的凭证二维码';

export type CredentialsCard = {
  status: 'card';
  qrText: string;
  userId: number;
  nickname: string;
  account: string;
  version: number;
};

function cardKey(signKey: string): Buffer {
  // Its own key: a signature made for one purpose never verifies for another.
  return createHmac('sha256', signKey).update('credentials-card/v1').digest();
}

function signature(signKey: string, userId: number, version: number): string {
  return createHmac('sha256', cardKey(signKey))
    .update(`${userId}.${version}`)
    .digest('base64url')
    .slice(0, 22);
}

export function cardText(signKey: string, userId: number, version: number): string {
  return `${CREDENTIALS_PREFIX}${userId}.${version}.${signature(signKey, userId, version)}`;
}

export function isCredentialsText(text: string): boolean {
  return text.startsWith(CREDENTIALS_PREFIX);
}

/** The caller's card; with `revoke`, a new version first, so the old card stops working. */
export async function credentialsCard(
  db: Db,
  signKey: string,
  userId: number,
  revoke: boolean,
): Promise<CredentialsCard> {
  if (revoke) {
    await db
      .update(users)
      .set({ credentialVersion: sql`${users.credentialVersion} + 1` })
      .where(eq(users.id, userId));
  }
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw badInput('用户不存在');
  return {
    status: 'card',
    qrText: cardText(signKey, user.id, user.credentialVersion),
    userId: user.id,
    nickname: displayName(user),
    account: user.account ?? '',
    version: user.credentialVersion,
  };
}

/** The user a scanned card restores; a forged, damaged or revoked card is refused. */
export async function cardOwner(db: Db, signKey: string, text: string): Promise<number> {
  const match = CARD_RE.exec(text.trim());
  if (!match) throw badInput(TIP_CARD_BAD);
  const userId = Number(match[1]);
  const version = Number(match[2]);
  const given = Buffer.from(match[3]!);
  const expected = Buffer.from(signature(signKey, userId, version));
  if (!timingSafeEqual(given, expected)) throw badInput(TIP_CARD_BAD);
  const [user] = await db
    .select({ version: users.credentialVersion, kind: users.kind, closedAt: users.closedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || user.kind === 'service') throw badInput(TIP_CARD_BAD);
  if (user.closedAt) throw badInput(TIP_ACCOUNT_CLOSED);
  if (user.version !== version) throw badInput(TIP_CARD_REVOKED);
  return userId;
}

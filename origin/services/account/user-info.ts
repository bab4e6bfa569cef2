// The user shapes the app reads (spec §3 "User info"): own info with VIP tiers, and a public subset.
import { eq } from 'drizzle-orm';

import { displayName } from '@/lib/domain/account/display-name';
import { formatDate } from '@/lib/domain/platform/format';
import { isVip, vipLabel, type VipInfo, type VipTier } from '@/lib/domain/money/vip';

import type { Db } from '../../db/client';
import { users, userVips } from '../../db/schema/users';
import { wallets } from '../../db/schema/wallet';
import { notFound } from '../../http/envelope';
import { maskPhone } from '../platform/validate';

// vipType per tier when the tier was ever bought; 0 when never.
export const VIP_TYPES: Record<VipTier, number> = { normal: 1, supreme: 2, dark: 3 };

export type VipTiers = { normalVip: VipInfo; supremeVip: VipInfo; darkVip: VipInfo };

/** The user's balances in §5 units: gold in cents (shown /100), diamonds in tenths (shown /10). */
export type Wallet = { gold: number; diamonds: number };

export type OwnUserInfo = VipTiers & {
  id: number;
  token: string;
  isGuest: boolean;
  account: string;
  nickname: string;
  intro: string;
  avatar: string;
  hasPassword: boolean;
  /** Masked (138****8000); '' when none is bound. */
  phone: string;
  isVip: boolean;
  vipLabel: 'SVIP' | 'VIP' | '';
  onlineSeconds: number;
  createdAt: string;
  /** Own info only: never part of the public subset. */
  wallet: Wallet;
};

export type PublicUserInfo = Pick<OwnUserInfo, 'id' | 'nickname' | 'avatar' | 'isVip' | 'vipLabel'>;

/**
 * vipExpireInt is the expiry in unix seconds while the tier is active and 0 once it has run
 * out (the app counts a tier active when both numbers are above 0); vipExpire keeps the date,
 * so "expired on …" can still be shown.
 */
export function vipInfo(
  row: { vipType: number; expiresAt: Date } | undefined,
  nowMs: number,
): VipInfo {
  if (!row) return { vipType: 0, vipExpireInt: 0, vipExpire: '' };
  const expiresMs = row.expiresAt.getTime();
  return {
    vipType: row.vipType,
    vipExpireInt: expiresMs > nowMs ? Math.floor(expiresMs / 1000) : 0,
    vipExpire: formatDate(expiresMs),
  };
}

function tiersAt(rows: (typeof userVips.$inferSelect)[], nowMs: number): VipTiers {
  const byTier = new Map(rows.map((r) => [r.tier, r]));
  return {
    normalVip: vipInfo(byTier.get('normal'), nowMs),
    supremeVip: vipInfo(byTier.get('supreme'), nowMs),
    darkVip: vipInfo(byTier.get('dark'), nowMs),
  };
}

/** §4: whether any of the user's tiers is active at nowMs (false for a user with none). */
export async function isVipAt(db: Db, userId: number, nowMs: number): Promise<boolean> {
  return isVip(tiersAt(await db.select().from(userVips).where(eq(userVips.userId, userId)), nowMs));
}

async function userWithTiers(db: Db, userId: number, nowMs: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound('用户不存在');
  const tiers = tiersAt(await db.select().from(userVips).where(eq(userVips.userId, userId)), nowMs);
  return { user, tiers, label: vipLabel(tiers) };
}

/** The user's wallet; zeros for a user who never had one (a new guest). */
async function walletOf(db: Db, userId: number): Promise<Wallet> {
  const [row] = await db
    .select({ gold: wallets.gold, diamonds: wallets.diamonds })
    .from(wallets)
    .where(eq(wallets.userId, userId))
    .limit(1);
  return { gold: row?.gold ?? 0, diamonds: row?.diamonds ?? 0 };
}

export async function ownUserInfo(
  db: Db,
  userId: number,
  token: string,
  nowMs: number,
): Promise<OwnUserInfo> {
  const { user, tiers, label } = await userWithTiers(db, userId, nowMs);
  const wallet = await walletOf(db, userId);
  return {
    id: user.id,
    token,
    isGuest: user.kind === 'guest',
    account: user.account ?? '',
    nickname: displayName(user),
    intro: user.intro,
    avatar: user.avatar,
    hasPassword: user.passwordHash !== null,
    phone: maskPhone(user.phone),
    ...tiers,
    isVip: label !== '',
    vipLabel: label,
    onlineSeconds: user.onlineSeconds,
    createdAt: formatDate(user.createdAt.getTime()),
    wallet,
  };
}

export async function publicUserInfo(
  db: Db,
  userId: number,
  nowMs: number,
): Promise<PublicUserInfo> {
  const { user, label } = await userWithTiers(db, userId, nowMs);
  return {
    id: user.id,
    nickname: displayName(user),
    avatar: user.avatar,
    isVip: label !== '',
    vipLabel: label,
  };
}

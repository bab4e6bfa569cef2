// Seed users: one guest, the demo account, one account per VIP tier and one whose VIP ran out.
// Fixed ids (below the identity start, 100000), fixed dates and salts: the seed is repeatable.
import type { VipTier } from '@/lib/domain/money/vip';

import type { Db } from '../db/client';
import { users, userVips } from '../db/schema/users';
import { hashPassword } from '../services/account/passwords';
import { VIP_TYPES } from '../services/account/user-info';

export const SEED_PASSWORD = 'demo123456';
export const SEED_CREATED_AT = new Date('2025-01-01T00:00:00+08:00');
/** 2099-12-31 23:59:59 in Asia/Shanghai: "active" for as long as anyone runs this seed. */
export const SEED_VIP_ACTIVE_UNTIL = new Date('2099-12-31T23:59:59+08:00');
export const SEED_VIP_EXPIRED_AT = new Date('2024-12-31T23:59:59+08:00');

type SeedUser = {
  id: number;
  kind: 'guest' | 'account';
  account?: string;
  nickname: string;
  phone?: string;
  deviceId?: string;
  vip?: { tier: VipTier; until: Date };
};

export const SEED_USERS: readonly SeedUser[] = [
  { id: 1001, kind: 'guest', nickname: '', deviceId: 'seed-guest-device-0001' },
  { id: 1002, kind: 'account', account: 'demo', nickname: '演示用户', phone: '13800138000' },
  {
    id: 1003,
    kind: 'account',
    account: 'vip_normal',
    nickname: 'VIP会员',
    vip: { tier: 'normal', until: SEED_VIP_ACTIVE_UNTIL },
  },
  {
    id: 1004,
    kind: 'account',
    account: 'vip_supreme',
    nickname: '至尊会员',
    vip: { tier: 'supreme', until: SEED_VIP_ACTIVE_UNTIL },
  },
  {
    id: 1005,
    kind: 'account',
    account: 'vip_dark',
    nickname: '暗夜会员',
    vip: { tier: 'dark', until: SEED_VIP_ACTIVE_UNTIL },
  },
  {
    id: 1006,
    kind: 'account',
    account: 'vip_expired',
    nickname: '过期会员',
    vip: { tier: 'normal', until: SEED_VIP_EXPIRED_AT },
  },
];

// The hashes are deterministic, so one computation per process serves every reset (tests reseed often).
const hashes = new Map<string, Promise<string>>();
const seedHash = (account: string) => {
  let hash = hashes.get(account);
  if (!hash) hashes.set(account, (hash = hashPassword(SEED_PASSWORD, account)));
  return hash;
};

export async function seedUsers(db: Db): Promise<void> {
  const rows = [];
  for (const u of SEED_USERS) {
    rows.push({
      id: u.id,
      kind: u.kind,
      account: u.account ?? null,
      // The account name seeds the salt, so every run writes the same hash.
      passwordHash: u.account ? await seedHash(u.account) : null,
      phone: u.phone ?? null,
      deviceId: u.deviceId ?? null,
      nickname: u.nickname,
      createdAt: SEED_CREATED_AT,
      registeredAt: u.kind === 'account' ? SEED_CREATED_AT : null,
    });
  }
  await db.insert(users).values(rows);
  const vips = SEED_USERS.flatMap((u) =>
    u.vip
      ? [{ userId: u.id, tier: u.vip.tier, vipType: VIP_TYPES[u.vip.tier], expiresAt: u.vip.until }]
      : [],
  );
  await db.insert(userVips).values(vips);
}

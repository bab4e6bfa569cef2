// Answer shapes of the console's 用户 calls (docs/admin-api.md "Users"): users as found, one
// user's page (profile, wallet, VIP, grants), their ledger, sessions and posts, a grant.
import * as v from 'valibot';

import { LEDGER_REASONS, CURRENCIES } from '@/lib/domain/money/ledger';
import { VIP_TIERS } from '@/lib/domain/money/vip';

const iso = v.string();

export const userRow = v.object({
  id: v.number(),
  kind: v.picklist(['guest', 'account', 'service']),
  nickname: v.string(),
  /** '' for a guest. */
  account: v.string(),
  /** Masked (138****1234); '' when none is bound. */
  phone: v.string(),
  createdAt: iso,
  closedAt: v.nullable(iso),
});
export type UserRow = v.InferOutput<typeof userRow>;

export const userPage = v.object({
  items: v.array(userRow),
  total: v.number(),
  page: v.number(),
  pageSize: v.number(),
});
export type UserPage = v.InferOutput<typeof userPage>;

export const userVipRow = v.object({
  tier: v.picklist(VIP_TIERS),
  expiresAt: iso,
  active: v.boolean(),
});
export type UserVipRow = v.InferOutput<typeof userVipRow>;

export const grantRow = v.object({
  id: v.number(),
  userId: v.number(),
  kind: v.picklist(['diamonds', 'vip']),
  /** diamonds: §5 tenths; vip: days. */
  amount: v.number(),
  tier: v.nullable(v.picklist(VIP_TIERS)),
  reason: v.string(),
  operatorName: v.nullable(v.string()),
  createdAt: iso,
});
export type GrantRow = v.InferOutput<typeof grantRow>;

export const userDetail = v.object({
  user: userRow,
  intro: v.string(),
  registerIp: v.string(),
  onlineSeconds: v.number(),
  /** §5 units: gold in cents, diamonds in tenths. */
  wallet: v.object({ gold: v.number(), diamonds: v.number() }),
  vips: v.array(userVipRow),
  /** Sessions not ended nor expired. */
  liveSessions: v.number(),
  posts: v.number(),
  orders: v.number(),
  /** The latest grants, newest first (at most 20). */
  grants: v.array(grantRow),
});
export type UserDetail = v.InferOutput<typeof userDetail>;

export const userLedgerRow = v.object({
  id: v.number(),
  currency: v.picklist(CURRENCIES),
  amount: v.number(),
  balanceAfter: v.number(),
  reason: v.picklist(LEDGER_REASONS),
  /** What the user's 明细 shows beside the reason (a video, a code, a grant's reason); else ''. */
  title: v.string(),
  createdAt: iso,
});
export type UserLedgerRow = v.InferOutput<typeof userLedgerRow>;

export const userLedgerPage = v.object({
  items: v.array(userLedgerRow),
  total: v.number(),
  page: v.number(),
  pageSize: v.number(),
});

export const userSessionRow = v.object({
  id: v.number(),
  deviceId: v.string(),
  createdAt: iso,
  expiresAt: iso,
  /** The last moment its online time was credited: when the device was last seen. */
  lastSeenAt: iso,
  endedAt: v.nullable(iso),
  live: v.boolean(),
});
export type UserSessionRow = v.InferOutput<typeof userSessionRow>;

export const userSessionList = v.object({ items: v.array(userSessionRow) });

export const sessionsEnded = v.object({ ended: v.number() });

export const userPostRow = v.object({
  id: v.number(),
  /** The text's first line, cut short. */
  subject: v.string(),
  kind: v.string(),
  status: v.string(),
  likes: v.number(),
  comments: v.number(),
  createdAt: iso,
});
export type UserPostRow = v.InferOutput<typeof userPostRow>;

export const userPostPage = v.object({
  items: v.array(userPostRow),
  total: v.number(),
  page: v.number(),
  pageSize: v.number(),
});

export const grantResult = v.object({
  grant: grantRow,
  /** false: the key was used before; nothing changed. */
  created: v.boolean(),
  wallet: v.object({ gold: v.number(), diamonds: v.number() }),
  vips: v.array(userVipRow),
});
export type GrantResult = v.InferOutput<typeof grantResult>;

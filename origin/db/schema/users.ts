// Users, their VIP tiers, sessions and online time.
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import type { VipTier } from '@/lib/domain/money/vip';

/** service: the web server's own identity for public catalogue reads (services/platform/service-identity.ts). */
export type UserKind = 'guest' | 'account' | 'service';
/** The guest-login affCode as parsed from its JSON text (unknown fields dropped). */
export type Channel = { pc?: string; dc?: string; isLight?: string };

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    // Seeded users take ids below 100000; identities start there so the two never meet.
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100000 }),
    kind: text('kind').$type<UserKind>().notNull(),
    /** Lower-cased; null for guests. */
    account: text('account'),
    passwordHash: text('password_hash'),
    phone: text('phone'),
    /**
     * The device a guest was created for. Unique, so parallel guest logins for one device
     * meet in INSERT … ON CONFLICT instead of creating twins; cleared when the guest registers
     * (the device must not log into a password-protected account without the password).
     */
    deviceId: text('device_id'),
    nickname: text('nickname').notNull(),
    /**
     * The shown name's look-alike key (confusable skeleton, lib/domain/account/name-skeleton.ts): unique,
     * so no name reads as another user's and racers for one name meet in the index. Null for a
     * guest without a name and a phone account's first name 用户NNNN (services/account/name-keys.ts).
     */
    nicknameKey: text('nickname_key'),
    /** A line or two about the user (info/modify). */
    intro: text('intro').notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    /** The user's own invite code, made on first use (services/account/invites.ts). */
    inviteCode: text('invite_code'),
    /**
     * Bumped when the user revokes their credentials card: a card signed for an older
     * version no longer restores the account (services/account/credentials.ts).
     */
    credentialVersion: integer('credential_version').notNull().default(1),
    /** The affCode JSON text as sent at creation, and its parsed channel. */
    affCode: text('aff_code'),
    channel: jsonb('channel').$type<Channel>(),
    registerIp: text('register_ip'),
    onlineSeconds: bigint('online_seconds', { mode: 'number' }).notNull().default(0),
    /**
     * When online time was last credited to this user, over all their sessions: reports are
     * capped by the wall time since, so opening sessions cannot multiply the time. Null: never.
     */
    onlineCreditedAt: at('online_credited_at'),
    createdAt: at('created_at').notNull(),
    /**
     * When the user became an account (a new account: created_at; a guest: when they registered);
     * null for a guest. The dashboard's 新增账号 counts by it (services/admin/dashboard-view.ts).
     */
    registeredAt: at('registered_at'),
    /**
     * When the account was closed (注销, services/account/closure.ts): its sessions are revoked, its
     * login refused, its personal data cleared; the row stays so the ledger keeps its owner.
     */
    closedAt: at('closed_at'),
  },
  (t) => [
    uniqueIndex('users_account_uq').on(t.account),
    uniqueIndex('users_phone_uq').on(t.phone),
    uniqueIndex('users_device_id_uq').on(t.deviceId),
    uniqueIndex('users_nickname_key_uq').on(t.nicknameKey),
    uniqueIndex('users_invite_code_uq').on(t.inviteCode),
  ],
);

export const userVips = pgTable(
  'user_vips',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tier: text('tier').$type<VipTier>().notNull(),
    vipType: integer('vip_type').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tier] })],
);

export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** sha256 of the token: a copy of the table does not hand out sessions. */
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id'),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    /** Last moment online time was credited up to; caps what a client may claim. */
    onlineCreditedAt: at('online_credited_at').notNull(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_uq').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
  ],
);

export const userOnlineDays = pgTable(
  'user_online_days',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Calendar day in Asia/Shanghai, YYYY-MM-DD. */
    day: text('day').notNull(),
    seconds: integer('seconds')
      .notNull()
      .default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

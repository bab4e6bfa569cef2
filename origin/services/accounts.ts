// Account register / login (login/account/*) and the pre-login info (login/before).
import { and, eq } from 'drizzle-orm';

import { DEFAULT_TIMEZONE } from '@/lib/domain/constants';
import { formatDate } from '@/lib/domain/format';

import { ACCOUNT_RE, PASSWORD_MAX, PASSWORD_MIN } from '@/lib/protocol/calls/account';

import type { Db } from '../db/client';
import { users } from '../db/schema/users';
import { badInput, rateLimited } from '../http/envelope';
import { hashPassword, verifyPassword } from './passwords';
import { hitWindow, peekWindow } from './rate-limits';
import type { Session } from './sessions';
import { issueSession } from './sessions';
import { ownUserInfo, type OwnUserInfo } from './user-info';
import { account, optionalString, password, type Payload } from './validate';

export const LOGIN_FAILURE_WINDOW_SECONDS = 900;
export const LOGIN_FAILURES_ALLOWED = 10;

export type AccountDeps = { db: Db; nowMs: number; tokenTtlDays: number };

const TIP_TAKEN = '该账号已被注册';
const TIP_WRONG = '账号或密码错误';

function isUniqueViolation(error: unknown): boolean {
  // node-postgres puts the SQLSTATE on the error, PGlite too; drizzle may wrap it in `cause`.
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/**
 * A guest who registers keeps everything (id, VIP, history): the guest row becomes the account
 * and its current token stays valid. Without a guest session a new account is created.
 */
export async function register(
  deps: AccountDeps,
  payload: Payload,
  session: Session | null,
): Promise<OwnUserInfo> {
  const { db, nowMs } = deps;
  const name = account(payload);
  const hash = await hashPassword(password(payload));
  try {
    if (session?.kind === 'guest') {
      const upgraded = await db
        .update(users)
        // The device no longer leads to this account: guest login must not bypass the password.
        .set({ kind: 'account', account: name, passwordHash: hash, deviceId: null, nickname: name })
        .where(and(eq(users.id, session.userId), eq(users.kind, 'guest')))
        .returning({ id: users.id });
      if (upgraded.length === 1) return ownUserInfo(db, session.userId, session.token, nowMs);
    }
    const [row] = await db
      .insert(users)
      .values({
        kind: 'account',
        account: name,
        passwordHash: hash,
        nickname: name,
        createdAt: new Date(nowMs),
      })
      .returning({ id: users.id });
    const device = optionalString(payload, 'devID', 128);
    const token = await issueSession(
      db,
      { userId: row!.id, deviceId: device },
      nowMs,
      deps.tokenTtlDays,
    );
    return ownUserInfo(db, row!.id, token, nowMs);
  } catch (error) {
    if (isUniqueViolation(error)) throw badInput(TIP_TAKEN);
    throw error;
  }
}

export async function login(deps: AccountDeps, payload: Payload): Promise<OwnUserInfo> {
  const { db, nowMs } = deps;
  const name = account(payload);
  const pass = password(payload);
  const bucket = `login-fail:${name}`;
  const failures = await peekWindow(db, bucket, LOGIN_FAILURE_WINDOW_SECONDS, nowMs);
  if (failures >= LOGIN_FAILURES_ALLOWED) {
    const windowMs = LOGIN_FAILURE_WINDOW_SECONDS * 1000;
    throw rateLimited((windowMs - (nowMs % windowMs)) / 1000, '登录失败次数过多，请15分钟后再试');
  }
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.account, name))
    .limit(1);
  // verifyPassword runs the full scrypt even for an unknown account (timing tells nothing).
  if (!(await verifyPassword(pass, user?.passwordHash)) || !user) {
    await hitWindow(db, bucket, LOGIN_FAILURE_WINDOW_SECONDS, nowMs);
    throw badInput(TIP_WRONG);
  }
  const device = optionalString(payload, 'devID', 128);
  const token = await issueSession(
    db,
    { userId: user.id, deviceId: device },
    nowMs,
    deps.tokenTtlDays,
  );
  return ownUserInfo(db, user.id, token, nowMs);
}

/** What the login screen needs before the user types: rules, methods, the server clock, lockout. */
export async function beforeLogin(deps: Pick<AccountDeps, 'db' | 'nowMs'>, payload: Payload) {
  const { db, nowMs } = deps;
  const raw = payload.account;
  const name = typeof raw === 'string' && ACCOUNT_RE.test(raw) ? raw.toLowerCase() : null;
  const failures = name
    ? await peekWindow(db, `login-fail:${name}`, LOGIN_FAILURE_WINDOW_SECONDS, nowMs)
    : 0;
  return {
    serverTime: Math.floor(nowMs / 1000),
    serverTimeText: formatDate(nowMs),
    timezone: DEFAULT_TIMEZONE,
    // No image captcha exists: brute force is stopped by the failure lockout instead.
    captchaRequired: false,
    loginLocked: failures >= LOGIN_FAILURES_ALLOWED,
    methods: ['guest', 'account', 'phone', 'qrcode'],
    accountRule: {
      minLength: 4,
      maxLength: 20,
      pattern: ACCOUNT_RE.source,
      tip: '4-20位字母、数字或下划线',
    },
    passwordRule: {
      minLength: PASSWORD_MIN,
      maxLength: PASSWORD_MAX,
      tip: `${PASSWORD_MIN}-${PASSWORD_MAX}位，不含空格`,
    },
    smsCodeLength: 6,
  };
}

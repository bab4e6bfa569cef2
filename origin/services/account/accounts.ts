// Account register / login (login/account/*) and the pre-login info (login/before).
import { and, eq, sql } from 'drizzle-orm';

import { DEFAULT_TIMEZONE } from '@/lib/domain/platform/constants';
import { formatDate } from '@/lib/domain/platform/format';
import { TIP_ACCOUNT_CLOSED } from '@/lib/domain/account/closure';
import { accountNameProblem, nicknameKey } from '@/lib/domain/account/profile-rules';

import { ACCOUNT_RE, PASSWORD_MAX, PASSWORD_MIN } from '@/lib/protocol/calls/account/login';

import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';
import { badInput, rateLimited } from '../../http/envelope';
import { mergeGuestInto, mergeSource } from './guest-merge';
import { hitWindow } from '../platform/rate-limits';
import { NICKNAME_KEY_INDEX, uniqueViolation } from './name-keys';
import { hashPassword, verifyPassword } from './passwords';
import { PAIR_BLOCK_AFTER, attemptState, captchaRequired, claimAttempt } from './login-guard';
import type { Session } from './sessions';
import { issueSession } from './sessions';
import { ownUserInfo, type OwnUserInfo } from './user-info';
import { account, optionalString, password, type Payload } from '../platform/validate';

export type AccountDeps = { db: Db; nowMs: number; tokenTtlDays: number };

/** REGISTER_PER_IP_PER_HOUR (origin/config.ts): accounts one address may register in an hour. */
export type RegisterLimits = { ip: string; perIpPerHour: number };

const TIP_TAKEN = '该账号已被注册';
// The account name is the account's first nickname: it may not look like another user's name.
const TIP_NAME_LOOKALIKE = '该账号与其他用户的昵称相同或相似，请换一个';
const TIP_WRONG = '账号或密码错误';

/**
 * A guest who registers keeps everything (id, VIP, history): the guest row becomes the account
 * and its current token stays valid. Without a guest session a new account is created.
 */
export async function register(
  deps: AccountDeps,
  payload: Payload,
  session: Session | null,
  limits: RegisterLimits,
): Promise<OwnUserInfo> {
  const { db, nowMs } = deps;
  const name = account(payload);
  const reserved = accountNameProblem(name);
  if (reserved) throw badInput(reserved);
  // Before the password hash (the costly part): one network cannot mint accounts in bulk, a
  // guest upgraded included (guests are cheap to create).
  const tries = await hitWindow(db, `register-ip:${limits.ip}`, 3600, nowMs);
  if (tries.count > limits.perIpPerHour)
    throw rateLimited(tries.retryAfter, '注册过于频繁，请稍后再试');
  const nameKey = nicknameKey(name);
  const hash = await hashPassword(password(payload));
  try {
    if (session?.kind === 'guest') {
      const upgraded = await db
        .update(users)
        // The device no longer leads to this account: guest login must not bypass the password.
        .set({
          kind: 'account',
          account: name,
          passwordHash: hash,
          deviceId: null,
          nickname: name,
          nicknameKey: nameKey,
          // Strictly after its creation even on a frozen clock: the dashboard tells an upgraded
          // guest from a new account (registered the instant it is created) by this.
          registeredAt: sql`greatest(${new Date(nowMs).toISOString()}::timestamptz, ${users.createdAt} + interval '1 millisecond')`,
        })
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
        nicknameKey: nameKey,
        createdAt: new Date(nowMs),
        registeredAt: new Date(nowMs),
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
    const index = uniqueViolation(error);
    if (index === null) throw error;
    // A racer who took the account takes its key too: the account name is what was lost.
    const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.account, name));
    throw badInput(index === NICKNAME_KEY_INDEX && !owner ? TIP_NAME_LOOKALIKE : TIP_TAKEN);
  }
}

export type LoginInput = Payload & {
  account: string;
  password: string;
  captcha?: string | undefined;
  captchaId?: string | undefined;
};

/** Account + password; a guest logging in on their device brings their guest data along. */
export async function login(
  deps: AccountDeps,
  input: LoginInput,
  ip: string,
  session: Session | null = null,
): Promise<OwnUserInfo> {
  const { db, nowMs } = deps;
  const name = account(input);
  const pass = password(input);
  const device = optionalString(input, 'devID', 128);
  const attempt = { account: name, ip, device };
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, closedAt: users.closedAt })
    .from(users)
    .where(eq(users.account, name))
    .limit(1);
  // A closed account keeps its name (docs/account-api.md "账号注销") and no password: say so.
  if (user?.closedAt) throw badInput(TIP_ACCOUNT_CLOSED);
  const captcha = { id: input.captchaId, answer: input.captcha };
  const release = await claimAttempt(db, attempt, captcha, user?.id, nowMs);
  // verifyPassword runs the full scrypt even for an unknown account (timing tells nothing).
  const right = await verifyPassword(pass, user?.passwordHash).catch(async (error: unknown) => {
    await release();
    throw error;
  });
  // A wrong password keeps the place it claimed: that is its failure counted.
  if (!right || !user) throw badInput(TIP_WRONG);
  await release();
  return enterAccount(deps, user.id, device, session);
}

/**
 * A new session for `userId` on this device. When the caller is a guest logging into another
 * account, the guest's history, favourites, purchases and balance move into it first.
 */
export async function enterAccount(
  deps: AccountDeps,
  userId: number,
  device: string | null | undefined,
  session: Session | null,
): Promise<OwnUserInfo> {
  const { db, nowMs } = deps;
  const guest = mergeSource(session, userId);
  if (guest !== null) await mergeGuestInto(db, guest, userId, nowMs);
  const token = await issueSession(
    db,
    { userId, deviceId: device ?? session?.deviceId },
    nowMs,
    deps.tokenTtlDays,
  );
  return ownUserInfo(db, userId, token, nowMs);
}

/** What the login screen needs before the user types: rules, methods, the server clock, lockout. */
export async function beforeLogin(
  deps: Pick<AccountDeps, 'db' | 'nowMs'>,
  payload: Payload,
  ip: string,
) {
  const { db, nowMs } = deps;
  const raw = payload.account;
  const name = typeof raw === 'string' && ACCOUNT_RE.test(raw) ? raw.toLowerCase() : null;
  const attempt = { account: name ?? '', ip, device: optionalString(payload, 'devID', 128) };
  const state = name
    ? await attemptState(db, attempt, nowMs)
    : { pairFailures: 0, accountFailures: 0 };
  const [user] = name
    ? await db.select({ id: users.id }).from(users).where(eq(users.account, name)).limit(1)
    : [];
  const captcha = name ? await captchaRequired(db, attempt, state, user?.id) : false;
  return {
    serverTime: Math.floor(nowMs / 1000),
    serverTimeText: formatDate(nowMs),
    timezone: DEFAULT_TIMEZONE,
    // A picture captcha (login/captcha, kind image) once this address failed a few times, or
    // for a new device once the account is under attack (services/account/login-guard.ts).
    captchaRequired: captcha,
    loginLocked: state.pairFailures >= PAIR_BLOCK_AFTER,
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

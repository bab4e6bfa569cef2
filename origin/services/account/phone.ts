// Phone login and binding (login/phone, login/bindMobile), both proven by an SMS code.
import { and, eq, isNull, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';
import { badInput } from '../../http/envelope';
import { enterAccount } from './accounts';
import type { Session } from './sessions';
import { consumeSmsCode, smsRequester } from './sms-codes';
import { ownUserInfo, type OwnUserInfo } from './user-info';
import { optionalString, phone as readPhone, smsCode, type Payload } from '../platform/validate';

/** ip: the address the origin trusts for the caller (x-real-ip when signed). */
export type PhoneDeps = { db: Db; nowMs: number; tokenTtlDays: number; ip: string };

const TIP_PHONE_TAKEN = '该手机号已绑定其他账号';

async function ownerOf(db: Db, phone: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.phone, phone))
    .limit(1);
  return row?.id;
}

/**
 * Sets the phone on a user that has none; false when someone else got the number first. A guest
 * binding a phone becomes an account (same id, same data): from now on the phone, not the device,
 * opens it.
 */
async function bind(db: Db, userId: number, phone: string): Promise<boolean> {
  try {
    const rows = await db
      .update(users)
      .set({
        phone,
        kind: sql`CASE WHEN ${users.kind} = 'guest' THEN 'account' ELSE ${users.kind} END`,
        deviceId: null,
        nickname: sql`CASE WHEN ${users.kind} = 'guest' AND ${users.nickname} = '' THEN '用户' || right(${phone}, 4) ELSE ${users.nickname} END`,
      })
      .where(and(eq(users.id, userId), isNull(users.phone)))
      .returning({ id: users.id });
    return rows.length === 1;
  } catch (error) {
    const e = error as { code?: unknown; cause?: { code?: unknown } };
    if (e.code === '23505' || e.cause?.code === '23505') return false;
    throw error;
  }
}

/**
 * The account owning the phone logs in on this device (a new token). A number nobody owns is
 * bound to the caller's own account, which keeps its token: one screen covers "log in by phone"
 * and "secure my guest account with my phone".
 */
export async function phoneLogin(
  deps: PhoneDeps,
  payload: Payload,
  session: Session,
): Promise<OwnUserInfo> {
  const { db, nowMs } = deps;
  const phone = readPhone(payload);
  const device = optionalString(payload, 'devID', 128);
  await consumeSmsCode(db, phone, smsCode(payload), smsRequester(deps.ip, session, device), nowMs);
  const owner = await ownerOf(db, phone);
  if (owner !== undefined && owner === session.userId)
    return ownUserInfo(db, owner, session.token, nowMs);
  if (owner !== undefined) return enterAccount(deps, owner, device, session);
  if (!(await bind(db, session.userId, phone))) {
    // The caller already has another number, or the number was bound a moment ago.
    throw badInput(
      (await ownerOf(db, phone)) === undefined ? '当前账号已绑定其他手机号' : TIP_PHONE_TAKEN,
    );
  }
  return ownUserInfo(db, session.userId, session.token, nowMs);
}

/** Binds a number to the caller's account; changing an existing number is user/changeMobile. */
export async function bindMobile(
  deps: PhoneDeps,
  payload: Payload,
  session: Session | null,
): Promise<OwnUserInfo> {
  const { db, nowMs } = deps;
  // Public in §7, but binding needs an account to bind to (protocol.md: 4000 without a token).
  if (!session) throw badInput('请先登录后再绑定手机号');
  const phone = readPhone(payload);
  const code = smsCode(payload);
  const [me] = await db
    .select({ phone: users.phone })
    .from(users)
    .where(eq(users.id, session.userId));
  if (me?.phone === phone) return ownUserInfo(db, session.userId, session.token, nowMs);
  if (me?.phone) throw badInput('当前账号已绑定手机号，如需更换请使用更换手机号');
  // The code first: whether a number is taken is told only to whoever holds that phone.
  await consumeSmsCode(db, phone, code, smsRequester(deps.ip, session), nowMs);
  if (!(await bind(db, session.userId, phone))) throw badInput(TIP_PHONE_TAKEN);
  return ownUserInfo(db, session.userId, session.token, nowMs);
}

/** The caller's own bound number, for codes that prove the user still holds it. */
export async function boundPhone(db: Db, session: Session | null): Promise<string> {
  if (!session) throw badInput('请先登录');
  const [me] = await db
    .select({ phone: users.phone })
    .from(users)
    .where(eq(users.id, session.userId));
  if (!me?.phone) throw badInput('当前账号未绑定手机号');
  return me.phone;
}

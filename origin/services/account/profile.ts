// The user's own settings: name and intro (info/modify), avatar, password and phone number.
import { and, eq, ne, sql } from 'drizzle-orm';

import { AVATAR_MAX_BYTES } from '@/lib/domain/account/avatar-crop';
import {
  cleanName,
  introProblem,
  nicknameKey,
  nicknameProblem,
} from '@/lib/domain/account/profile-rules';
import { cleanText } from '@/lib/domain/platform/text-normalise';

import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema/users';
import { badInput, rateLimited } from '../../http/envelope';
import { hashPassword, verifyPassword } from './passwords';
import { hitWindow } from '../platform/rate-limits';
import type { Session } from './sessions';
import { consumeSmsCode, smsRequester } from './sms-codes';
import {
  AVATAR_MAX_SIDE,
  AVATAR_MIN_SIDE,
  pruneUserImages,
  readPicture,
  storeUserImage,
} from './user-images';
import { ownUserInfo, type OwnUserInfo } from './user-info';
import { password as readPassword, phone as readPhone, smsCode } from '../platform/validate';

/** ip: the caller's address, for the SMS code guesses (services/account/sms-codes.ts). */
export type ProfileDeps = { db: Db; nowMs: number; ip: string };

const TIP_NAME_TAKEN = '该昵称已被使用，请换一个';
// Wrong old passwords per user in 15 minutes before the form pauses (guessing from a stolen session).
const OLD_PASSWORD_TRIES = 5;

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

async function userRow(db: Db, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw badInput('用户不存在');
  return row;
}

async function setNickname(db: Db, userId: number, raw: string): Promise<void> {
  const name = cleanName(raw);
  const problem = nicknameProblem(name);
  if (problem) throw badInput(problem);
  // Every name a user shows holds its key (services/account/name-keys.ts), so the unique index alone
  // refuses a name that looks like another user's, also when two users race for it.
  try {
    await db
      .update(users)
      .set({ nickname: name, nicknameKey: nicknameKey(name) })
      .where(eq(users.id, userId));
  } catch (error) {
    if (isUniqueViolation(error)) throw badInput(TIP_NAME_TAKEN);
    throw error;
  }
}

/** info/modify: a new name, a new intro, or both. */
export async function modifyInfo(
  deps: ProfileDeps,
  input: { nickname?: string | undefined; intro?: string | undefined },
  session: Session,
): Promise<OwnUserInfo> {
  const { db, nowMs } = deps;
  if (input.nickname === undefined && input.intro === undefined)
    throw badInput('请填写要修改的内容');
  if (input.intro !== undefined) {
    const problem = introProblem(input.intro);
    if (problem) throw badInput(problem);
  }
  if (input.nickname !== undefined) await setNickname(db, session.userId, input.nickname);
  if (input.intro !== undefined) {
    await db
      .update(users)
      .set({ intro: cleanText(input.intro) })
      .where(eq(users.id, session.userId));
  }
  return ownUserInfo(db, session.userId, session.token, nowMs);
}

/** user/avatar: a square picture the browser cropped, within the size limits. */
export async function setAvatar(
  deps: ProfileDeps,
  file: unknown,
  session: Session,
): Promise<OwnUserInfo> {
  const { db, nowMs } = deps;
  const { bytes, info } = await readPicture(file, AVATAR_MAX_BYTES);
  if (Math.abs(info.width - info.height) > 1) throw badInput('头像需为正方形图片，请裁剪后上传');
  if (info.width < AVATAR_MIN_SIDE || info.width > AVATAR_MAX_SIDE)
    throw badInput(`头像尺寸需为${AVATAR_MIN_SIDE}-${AVATAR_MAX_SIDE}像素`);
  const path = await storeUserImage(db, {
    userId: session.userId,
    kind: 'avatar',
    bytes,
    info,
    nowMs,
  });
  await db.update(users).set({ avatar: path }).where(eq(users.id, session.userId));
  await pruneUserImages(db, session.userId, 'avatar', path);
  return ownUserInfo(db, session.userId, session.token, nowMs);
}

/**
 * changePassword: proven by the old password, or by a code sent to the bound phone (a user who
 * forgot it, or a phone account setting its first one). Every other session ends: whoever knew
 * the old password is signed out.
 */
export async function changePassword(
  deps: ProfileDeps,
  input: { oldPassword?: string | undefined; code?: string | number | undefined; password: string },
  session: Session,
): Promise<OwnUserInfo> {
  const { db, nowMs } = deps;
  const user = await userRow(db, session.userId);
  if (user.kind === 'guest') throw badInput('请先注册账号或绑定手机号');
  const next = readPassword({ password: input.password });
  if (input.code !== undefined) {
    if (!user.phone) throw badInput('当前账号未绑定手机号，请使用原密码修改');
    const who = smsRequester(deps.ip, session);
    await consumeSmsCode(db, user.phone, smsCode({ code: input.code }), who, nowMs);
  } else if (input.oldPassword !== undefined) {
    const tries = await hitWindow(db, `password-change:${user.id}`, 900, nowMs);
    if (tries.count > OLD_PASSWORD_TRIES)
      throw rateLimited(tries.retryAfter, '尝试次数过多，请15分钟后再试');
    if (!(await verifyPassword(input.oldPassword, user.passwordHash ?? undefined)))
      throw badInput('原密码错误');
  } else {
    throw badInput(user.passwordHash ? '请输入原密码' : '请输入手机验证码');
  }
  if (user.passwordHash && (await verifyPassword(next, user.passwordHash)))
    throw badInput('新密码不能与原密码相同');
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(next) })
    .where(eq(users.id, user.id));
  await db
    .update(sessions)
    .set({ revokedAt: new Date(nowMs) })
    .where(
      and(
        eq(sessions.userId, user.id),
        ne(sessions.id, session.id),
        sql`${sessions.revokedAt} IS NULL`,
      ),
    );
  return ownUserInfo(db, user.id, session.token, nowMs);
}

/** changeMobile: a code from the number bound now and one from the new number. */
export async function changeMobile(
  deps: ProfileDeps,
  input: { oldCode: string | number; phone?: string | undefined; code: string | number },
  session: Session,
): Promise<OwnUserInfo> {
  const { db, nowMs } = deps;
  const user = await userRow(db, session.userId);
  if (!user.phone) throw badInput('当前账号未绑定手机号，请先绑定');
  const next = readPhone({ phone: input.phone });
  if (next === user.phone) throw badInput('新手机号不能与当前手机号相同');
  const who = smsRequester(deps.ip, session);
  await consumeSmsCode(db, user.phone, smsCode({ code: input.oldCode }), who, nowMs);
  await consumeSmsCode(db, next, smsCode({ code: input.code }), who, nowMs);
  try {
    await db.update(users).set({ phone: next }).where(eq(users.id, user.id));
  } catch (error) {
    if (isUniqueViolation(error)) throw badInput('该手机号已绑定其他账号');
    throw error;
  }
  return ownUserInfo(db, user.id, session.token, nowMs);
}

// One-time SMS codes: 6 digits, valid 5 minutes, one send per phone per 60 s. Guesses are counted
// per requester (address + device) and per address as well as per code, so a stranger's wrong
// guesses stop the stranger and never void the owner's code (docs/account-api.md "SMS codes").
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { smsCodes } from '../../db/schema/security';
import { badInput, rateLimited } from '../../http/envelope';
import { claimCooldown, hitUntil, hitWindow, releaseWindow } from '../platform/rate-limits';
import type { SmsProvider } from './sms';

export const SMS_CODE_TTL_SECONDS = 300;
/** Tries at one code from one requester (address + device) before it is refused (4290). */
export const SMS_TRIES_PER_REQUESTER = 5;
/** Wrong guesses at one number from one address in an hour, whatever the device (4290). */
export const SMS_TRIES_PER_ADDRESS = 10;
export const SMS_ADDRESS_WINDOW_SECONDS = 3600;
/** Tries at one code from everyone together before it is void: 20 in 10^6, hopeless to guess. */
export const SMS_MAX_ATTEMPTS = 20;

/** Who is guessing: the address the origin trusts (x-real-ip when signed) and the device. */
export type SmsRequester = { ip: string; device: string };

/**
 * The requester of a call: the session's device, else the session itself (a session without a
 * device), else the device the payload names. Devices are cheap, so the address counts too.
 */
export function smsRequester(
  ip: string,
  session: { id: number; deviceId: string | null } | null,
  devID?: string,
): SmsRequester {
  const device = session ? (session.deviceId ?? `session-${session.id}`) : (devID ?? '');
  return { ip, device };
}

/**
 * SMS_RESEND_SECONDS, SMS_PER_IP_PER_HOUR and SMS_PER_PHONE_PER_DAY (origin/config.ts): 60 s,
 * 20 and 10 by default.
 */
export type SmsLimits = {
  resendSeconds: number;
  // Stops one network from pumping texts to many numbers (each one costs the operator money).
  perIpPerHour: number;
  // Stops many networks from flooding one number (an SMS bomb aimed at a stranger's phone).
  perPhonePerDay: number;
};

const DAY_SECONDS = 86_400;

function codeHash(phone: string, code: string): Buffer {
  return createHash('sha256').update(`${phone}:${code}`).digest();
}

export async function sendSmsCode(
  db: Db,
  sms: SmsProvider,
  input: { phone: string; ip: string },
  limits: SmsLimits,
  nowMs: number,
): Promise<{ expiresIn: number; resendIn: number }> {
  const perIp = await hitWindow(db, `sms-ip:${input.ip}`, 3600, nowMs);
  if (perIp.count > limits.perIpPerHour)
    throw rateLimited(perIp.retryAfter, '验证码发送次数过多，请稍后再试');
  const cooldown = await claimCooldown(
    db,
    `sms-resend:${input.phone}`,
    limits.resendSeconds,
    nowMs,
  );
  if (!cooldown.ok) {
    const wait = Math.ceil(cooldown.retryAfter);
    throw rateLimited(wait, `验证码发送过于频繁，请${wait}秒后再试`);
  }
  // Counted once the resend wait let the send through, so a tap inside the wait costs no quota.
  const perPhone = await hitWindow(db, `sms-phone-day:${input.phone}`, DAY_SECONDS, nowMs);
  if (perPhone.count > limits.perPhonePerDay)
    throw rateLimited(perPhone.retryAfter, '该手机号今日获取验证码次数已达上限，请明天再试');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.insert(smsCodes).values({
    phone: input.phone,
    codeHash: codeHash(input.phone, code).toString('hex'),
    createdAt: new Date(nowMs),
    expiresAt: new Date(nowMs + SMS_CODE_TTL_SECONDS * 1000),
  });
  await sms.send(
    {
      phone: input.phone,
      code,
      text: `【影视】您的验证码是${code}，${SMS_CODE_TTL_SECONDS / 60}分钟内有效，请勿告诉他人。`,
    },
    nowMs,
  );
  return { expiresIn: SMS_CODE_TTL_SECONDS, resendIn: limits.resendSeconds };
}

const TIP_TOO_MANY = '尝试次数过多，请稍后再试';

/**
 * Counts this try against the requester (per code) and its address (wrong guesses per number and
 * hour) before the code is compared, so parallel guesses cannot pass a limit; 4290 past either.
 * A refused requester never reaches the code's own count.
 */
async function countRequester(
  db: Db,
  phone: string,
  code: { id: number; expiresAt: Date },
  who: SmsRequester,
  nowMs: number,
): Promise<string> {
  const left = Math.max(1, Math.ceil((code.expiresAt.getTime() - nowMs) / 1000));
  const tries = await hitUntil(
    db,
    `sms-try:${code.id}|${who.ip}|${who.device}`,
    code.expiresAt.getTime(),
  );
  if (tries > SMS_TRIES_PER_REQUESTER) throw rateLimited(left, TIP_TOO_MANY);
  const addressBucket = `sms-try-ip:${phone}|${who.ip}`;
  const fromAddress = await hitWindow(db, addressBucket, SMS_ADDRESS_WINDOW_SECONDS, nowMs);
  if (fromAddress.count > SMS_TRIES_PER_ADDRESS) {
    await releaseWindow(db, addressBucket, SMS_ADDRESS_WINDOW_SECONDS, nowMs);
    throw rateLimited(Math.ceil(fromAddress.retryAfter), TIP_TOO_MANY);
  }
  return addressBucket;
}

/**
 * Consumes the phone's latest code if `code` matches; otherwise throws 4000 with the reason, or
 * 4290 when this requester or its address has guessed too often (the code stays good for others).
 */
export async function consumeSmsCode(
  db: Db,
  phone: string,
  code: string,
  who: SmsRequester,
  nowMs: number,
): Promise<void> {
  const [latest] = await db
    .select()
    .from(smsCodes)
    .where(eq(smsCodes.phone, phone))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1);
  if (!latest || latest.consumedAt) throw badInput('请先获取验证码');
  if (latest.expiresAt.getTime() <= nowMs) throw badInput('验证码已过期，请重新获取');
  const addressBucket = await countRequester(db, phone, latest, who, nowMs);
  // Count the try before comparing, in one conditional update, so parallel guesses cannot
  // squeeze in more than SMS_MAX_ATTEMPTS between a read and a write.
  const counted = await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(
      and(
        eq(smsCodes.id, latest.id),
        lt(smsCodes.attempts, SMS_MAX_ATTEMPTS),
        isNull(smsCodes.consumedAt),
      ),
    )
    .returning({ attempts: smsCodes.attempts });
  if (counted.length === 0) throw badInput('验证码错误次数过多，请重新获取');
  if (!timingSafeEqual(codeHash(phone, code), Buffer.from(latest.codeHash, 'hex'))) {
    throw badInput('验证码错误');
  }
  // The address counts wrong guesses only: the owner's own logins never use it up.
  await releaseWindow(db, addressBucket, SMS_ADDRESS_WINDOW_SECONDS, nowMs);
  const used = await db
    .update(smsCodes)
    .set({ consumedAt: new Date(nowMs) })
    .where(and(eq(smsCodes.id, latest.id), isNull(smsCodes.consumedAt)))
    .returning({ id: smsCodes.id });
  if (used.length === 0) throw badInput('验证码已使用，请重新获取');
}

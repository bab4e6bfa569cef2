// Who may try a password, and when a picture captcha is asked for (docs/origin.md "Login
// attempts"). Failures are counted per account and address pair, and per account: a stranger's
// guesses slow the stranger (a captcha, then a pause for that address), never lock the owner out.
// Past the account ceiling a new device must solve a captcha; a device that has logged into the
// account before is never asked, so the owner's phone always gets in with the right password.
import { and, eq } from 'drizzle-orm';

import type { Db } from '../db/client';
import { sessions } from '../db/schema/users';
import { ApiError, rateLimited } from '../http/envelope';
import { CODES } from '@/lib/protocol/codes';
import { solveCaptcha } from './captcha';
import { hitWindow, peekWindow } from './rate-limits';

export const LOGIN_FAILURE_WINDOW_SECONDS = 900;
/** Failures of one account from one address before that pair must solve a captcha. */
export const PAIR_CAPTCHA_AFTER = 3;
/** Failures of one account from one address before that address waits out the window. */
export const PAIR_BLOCK_AFTER = 10;
/** Failures of one account from anywhere before a new device must solve a captcha. */
export const ACCOUNT_CAPTCHA_AFTER = 20;

export type Attempt = { account: string; ip: string; device?: string | undefined };
export type AttemptState = { pairFailures: number; accountFailures: number };

const pairBucket = ({ account, ip }: Attempt) => `login-fail:${account}:${ip}`;
const accountBucket = ({ account }: Attempt) => `login-fail:${account}`;

export async function attemptState(db: Db, attempt: Attempt, nowMs: number): Promise<AttemptState> {
  const [pairFailures, accountFailures] = await Promise.all([
    peekWindow(db, pairBucket(attempt), LOGIN_FAILURE_WINDOW_SECONDS, nowMs),
    peekWindow(db, accountBucket(attempt), LOGIN_FAILURE_WINDOW_SECONDS, nowMs),
  ]);
  return { pairFailures, accountFailures };
}

async function knownDevice(db: Db, userId: number, device: string | undefined): Promise<boolean> {
  if (!device) return false;
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.deviceId, device)))
    .limit(1);
  return rows.length > 0;
}

/** Whether this attempt must come with a solved captcha (userId: the account, if it exists). */
export async function captchaRequired(
  db: Db,
  attempt: Attempt,
  state: AttemptState,
  userId: number | undefined,
): Promise<boolean> {
  if (state.pairFailures >= PAIR_CAPTCHA_AFTER) return true;
  if (state.accountFailures < ACCOUNT_CAPTCHA_AFTER) return false;
  return userId === undefined || !(await knownDevice(db, userId, attempt.device));
}

/**
 * Refuses an attempt before its password is checked: 4290 for an address that failed too often
 * on this account (that address only), 4000 when a captcha is due and not solved.
 */
export async function guardAttempt(
  db: Db,
  attempt: Attempt,
  captcha: { id?: string | undefined; answer?: string | undefined },
  userId: number | undefined,
  nowMs: number,
): Promise<void> {
  const state = await attemptState(db, attempt, nowMs);
  if (state.pairFailures >= PAIR_BLOCK_AFTER) {
    const windowMs = LOGIN_FAILURE_WINDOW_SECONDS * 1000;
    throw rateLimited((windowMs - (nowMs % windowMs)) / 1000, '登录失败次数过多，请15分钟后再试');
  }
  if (!(await captchaRequired(db, attempt, state, userId))) return;
  if (await solveCaptcha(db, captcha.id, captcha.answer, nowMs)) return;
  throw new ApiError(
    CODES.badInput,
    captcha.answer ? '图形验证码错误或已过期，请重新输入' : '请输入图形验证码',
    {
      msg: 'captcha_required',
    },
  );
}

export async function recordFailure(db: Db, attempt: Attempt, nowMs: number): Promise<void> {
  await hitWindow(db, pairBucket(attempt), LOGIN_FAILURE_WINDOW_SECONDS, nowMs);
  await hitWindow(db, accountBucket(attempt), LOGIN_FAILURE_WINDOW_SECONDS, nowMs);
}

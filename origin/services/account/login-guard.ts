// Who may try a password, and when a picture captcha is asked for (docs/origin.md "Login
// attempts"). Failures are counted per account and address pair, and per account: a stranger's
// guesses slow the stranger (a captcha, then a pause for that address), never lock the owner out.
// Past the account ceiling a new device must solve a captcha; a device that has logged into the
// account before is never asked, so the owner's phone always gets in with the right password.
import { and, eq } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { sessions } from '../../db/schema/users';
import { ApiError, rateLimited } from '../../http/envelope';
import { CODES } from '@/lib/protocol/codes';
import { solveCaptcha } from './captcha';
import { hitWindow, peekWindow, releaseWindow, takeWindowPlace } from '../platform/rate-limits';

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

/** Gives back the places an attempt took among the failures (its password was right). */
export type ReleaseAttempt = () => Promise<void>;

type Captcha = { id?: string | undefined; answer?: string | undefined };
const WINDOW = LOGIN_FAILURE_WINDOW_SECONDS;

function paused(nowMs: number): never {
  const windowMs = WINDOW * 1000;
  throw rateLimited((windowMs - (nowMs % windowMs)) / 1000, '登录失败次数过多，请15分钟后再试');
}

function captchaMissing(captcha: Captcha): never {
  throw new ApiError(
    CODES.badInput,
    captcha.answer ? '图形验证码错误或已过期，请重新输入' : '请输入图形验证码',
    { msg: 'captcha_required' },
  );
}

/**
 * Takes this attempt's places among the failures before its password is checked, or refuses it:
 * 4290 for an address that failed too often on this account (that address only), 4000 when a
 * captcha is due and not solved. Places are taken atomically (takeWindowPlace): without a
 * captcha an attempt gets one of the pair's first PAIR_CAPTCHA_AFTER places or none, so of 40
 * parallel guesses three reach the password check and the rest are asked for a captcha (checking
 * the counts, then recording the failure after the slow password check, let all 40 through); with
 * a solved one it gets one of the first PAIR_BLOCK_AFTER. An attempt that goes on keeps its places
 * as its failure unless the caller releases them for the right password; a refused one gives them
 * back at once.
 */
export async function claimAttempt(
  db: Db,
  attempt: Attempt,
  captcha: Captcha,
  userId: number | undefined,
  nowMs: number,
): Promise<ReleaseAttempt> {
  const pair = pairBucket(attempt);
  const account = accountBucket(attempt);
  // A paused address hears so without solving a captcha first (the place below is the guard).
  if ((await peekWindow(db, pair, WINDOW, nowMs)) >= PAIR_BLOCK_AFTER) paused(nowMs);
  const taken: string[] = [];
  const release = async () => {
    for (const bucket of taken) await releaseWindow(db, bucket, WINDOW, nowMs);
  };
  // A captcha is solved (and spent) once per attempt, whichever ceiling asks for it.
  let solved = false;
  const demandCaptcha = async () => {
    if (!solved && !(await solveCaptcha(db, captcha.id, captcha.answer, nowMs)))
      captchaMissing(captcha);
    solved = true;
  };
  try {
    const freePair = await takeWindowPlace(db, pair, WINDOW, nowMs, PAIR_CAPTCHA_AFTER);
    if (freePair !== null) taken.push(pair);
    // Refused on the pair before touching the account's count: 40 parallel guesses from one
    // address otherwise filled it for a moment with places they were about to give back, and
    // one of the pair's three free attempts found it full and was asked for a captcha.
    if (freePair === null) await demandCaptcha();
    const freeAccount = await takeWindowPlace(db, account, WINDOW, nowMs, ACCOUNT_CAPTCHA_AFTER);
    if (freeAccount !== null) taken.push(account);
    // Past the account's ceiling only a new device is asked: the owner's phone never is.
    if (
      freeAccount === null &&
      (userId === undefined || !(await knownDevice(db, userId, attempt.device)))
    )
      await demandCaptcha();
    if (freePair === null) {
      if ((await takeWindowPlace(db, pair, WINDOW, nowMs, PAIR_BLOCK_AFTER)) === null)
        paused(nowMs);
      taken.push(pair);
    }
    if (freeAccount === null) {
      await hitWindow(db, account, WINDOW, nowMs);
      taken.push(account);
    }
  } catch (error) {
    await release();
    throw error;
  }
  return release;
}

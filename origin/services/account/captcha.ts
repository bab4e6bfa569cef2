// Picture captchas for the account login (login/captcha with kind 'image'): asked for after a
// few failed passwords from one address, or for a new device once an account is under attack,
// so a stranger's guesses slow down the guesser, never lock out the owner.
import { createHash, randomBytes, randomInt } from 'node:crypto';

import { and, eq, gt, isNull, lt } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { loginCaptchas } from '../../db/schema/security';
import { captchaImage } from './captcha-image';

export const CAPTCHA_TTL_SECONDS = 300;
export const CAPTCHA_LENGTH = 4;

export type CaptchaText = () => string;
export type ImageCaptcha = { kind: 'image'; captchaId: string; image: string; expiresIn: number };

/** Four random digits. */
export const randomCaptchaText: CaptchaText = () =>
  Array.from({ length: CAPTCHA_LENGTH }, () => String(randomInt(0, 10))).join('');

const hash = (id: string, answer: string) =>
  createHash('sha256').update(`${id}\n${answer}`).digest('hex');

export async function issueCaptcha(
  db: Db,
  text: CaptchaText,
  nowMs: number,
): Promise<ImageCaptcha> {
  // Old rows answer nothing; clearing them here keeps the table small without a job.
  await db.delete(loginCaptchas).where(lt(loginCaptchas.expiresAt, new Date(nowMs - 3_600_000)));
  const captchaId = randomBytes(16).toString('base64url');
  const answer = text();
  await db.insert(loginCaptchas).values({
    id: captchaId,
    answerHash: hash(captchaId, answer),
    expiresAt: new Date(nowMs + CAPTCHA_TTL_SECONDS * 1000),
  });
  return { kind: 'image', captchaId, image: captchaImage(answer), expiresIn: CAPTCHA_TTL_SECONDS };
}

/** Whether `answer` solves captcha `id`; a captcha is used up by its first try, right or wrong. */
export async function solveCaptcha(
  db: Db,
  id: string | undefined,
  answer: string | undefined,
  nowMs: number,
): Promise<boolean> {
  if (!id || !answer) return false;
  const [used] = await db
    .update(loginCaptchas)
    .set({ usedAt: new Date(nowMs) })
    .where(
      and(
        eq(loginCaptchas.id, id),
        isNull(loginCaptchas.usedAt),
        gt(loginCaptchas.expiresAt, new Date(nowMs)),
      ),
    )
    .returning({ answerHash: loginCaptchas.answerHash });
  return used?.answerHash === hash(id, answer.trim());
}

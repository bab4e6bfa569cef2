// TOTP (RFC 6238) through the otpauth library; the window and the once-per-step rule are
// lib/domain/admin/totp.ts's. The step is claimed with a conditional update, so two requests
// carrying the same code cannot both pass.
import { timingSafeEqual } from 'node:crypto';

import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { HOTP, Secret, TOTP } from 'otpauth';

import {
  TOTP_DIGITS,
  TOTP_ISSUER,
  TOTP_PERIOD_SECONDS,
  totpCandidateCounters,
} from '@/lib/domain/admin/totp';

import type { Db } from '../../db/client';
import { operators } from '../../db/schema/admin';

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpUri(secret: string, name: string): string {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label: name,
    secret: Secret.fromBase32(secret),
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  }).toString();
}

/** The code of a step (tests and the demo compute what an authenticator app shows). */
export function totpCodeAt(secret: string, counter: number): string {
  return HOTP.generate({ secret: Secret.fromBase32(secret), counter, digits: TOTP_DIGITS });
}

function same(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/** The step `code` belongs to within the drift window, or null. */
export function matchingCounter(secret: string, code: string, nowMs: number): number | null {
  for (const counter of totpCandidateCounters(nowMs)) {
    if (same(totpCodeAt(secret, counter), code)) return counter;
  }
  return null;
}

/**
 * Checks `code` against the operator's secret and claims its step: true once per step, false
 * for a wrong code or a step already used (a replay).
 */
export async function claimTotpCode(
  db: Db,
  operator: { id: number; secret: string },
  code: string,
  nowMs: number,
): Promise<boolean> {
  const counter = matchingCounter(operator.secret, code, nowMs);
  if (counter === null) return false;
  const claimed = await db
    .update(operators)
    .set({ totpLastCounter: counter })
    .where(
      and(
        eq(operators.id, operator.id),
        or(isNull(operators.totpLastCounter), lt(operators.totpLastCounter, counter)),
      ),
    )
    .returning({ id: operators.id });
  return claimed.length > 0;
}

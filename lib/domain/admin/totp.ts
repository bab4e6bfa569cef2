// TOTP (RFC 6238) rules of the console's second factor: 6 digits, 30 s steps, one step of clock
// drift either way, and a code's step used once (a replayed code is refused).

export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Steps accepted before and after the current one (phone clocks drift). */
export const TOTP_DRIFT_STEPS = 1;
export const TOTP_ISSUER = '影视社区运营后台';
export const TOTP_CODE_PATTERN = /^\d{6}$/;

/** The RFC 6238 counter at `nowMs`. */
export function totpCounter(nowMs: number): number {
  return Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS);
}

/** The counters a code typed at `nowMs` may belong to, the current one first. */
export function totpCandidateCounters(nowMs: number): number[] {
  const now = totpCounter(nowMs);
  const around = [];
  for (let d = 1; d <= TOTP_DRIFT_STEPS; d += 1) around.push(now - d, now + d);
  return [now, ...around];
}

/** A step is usable once: only a later one than the last accepted. */
export function totpCounterFresh(counter: number, lastUsed: number | null): boolean {
  return lastUsed === null || counter > lastUsed;
}

// Operator sessions: a short idle timeout and an absolute lifetime (issue 41 item 2). The origin
// passes its clock; nothing here reads one.

export const ADMIN_IDLE_MINUTES = 30;
export const ADMIN_ABSOLUTE_HOURS = 12;

/**
 * `full`: every call the role allows. `enrol`: the password was right but TOTP is required and
 * not enrolled yet: only the calls that enrol it (and logout, me) are open.
 */
export const SESSION_STAGES = ['full', 'enrol'] as const;
export type SessionStage = (typeof SESSION_STAGES)[number];

export type SessionTimes = { createdAtMs: number; lastSeenAtMs: number };

/** Alive while used within the idle timeout and younger than the absolute lifetime. */
export function sessionAlive(times: SessionTimes, nowMs: number): boolean {
  return (
    nowMs - times.lastSeenAtMs < ADMIN_IDLE_MINUTES * 60_000 &&
    nowMs - times.createdAtMs < ADMIN_ABSOLUTE_HOURS * 3_600_000
  );
}

// The request gate: the database half of the /api/app pipeline in one call. Claiming the nonce,
// resolving the token and counting the IP and session-device windows used to be four statements
// per request; on the embedded database each statement's fixed cost (protocol round trips,
// parsing, planning) outweighs its work, and on PostgreSQL each is a network wait (docs/origin.md
// "Request pipeline"). The SQL is a PL/pgSQL function (migration 0001) so its plan is cached.
// Nonces and counters stay in the database, so every origin process still agrees.
import { sql } from 'drizzle-orm';

import type { Db } from '../db/client';
import type { UserKind } from '../db/schema/users';
import type { Session } from './sessions';
import { hashToken, isTokenShaped } from './sessions';
import type { WindowHit } from './rate-limits';

/** The rate-limit window of the per-IP and per-device limits. */
export const GATE_WINDOW_SECONDS = 60;

export type GateInput = {
  /** The x-api-key nonce; the signature over it has already been verified. */
  nonce: string;
  /** The Authorization header as sent ('' when absent). */
  token: string;
  clientIp: string;
  /**
   * True when the call goes on without a live session (public calls, or token-if-present calls
   * sent without a token). When false and the token is dead, the call ends in 1000 and, as
   * before, is not counted against the IP.
   */
  sessionOptional: boolean;
  nowMs: number;
};

export type GateResult = {
  /** False: the nonce was seen before (replay); nothing was counted. */
  fresh: boolean;
  /** The token's live session (known, not expired, not logged out), else null. */
  session: Session | null;
  /** The IP window after this request; null when not counted (replay, or a dead token that ends in 1000). */
  ip: WindowHit | null;
  /** The session-device window after this request; null without a live session. */
  device: WindowHit | null;
};

type GateRow = {
  fresh: boolean;
  session_id: number | null;
  user_id: number | null;
  kind: UserKind | null;
  device_id: string | null;
  online_credited_ms: number | null;
  ip_count: number | null;
  device_count: number | null;
};

/** The device bucket of a session: its device id, else the session itself (rate-limit.ts). */
export const sessionDeviceBucket = (s: Pick<Session, 'id' | 'deviceId'>) =>
  `device:${s.deviceId ?? `session:${s.id}`}`;

/** One call of the request_gate function (migration 0001_request_gate.sql holds its SQL). */
function gateQuery(input: GateInput, tokenHash: string | null) {
  const windowMs = GATE_WINDOW_SECONDS * 1000;
  const start = Math.floor(input.nowMs / windowMs) * windowMs;
  return sql`SELECT * FROM request_gate(
    ${input.nonce}::text,
    ${new Date(input.nowMs).toISOString()}::timestamptz,
    ${tokenHash}::text,
    ${`ip:${input.clientIp}`}::text,
    ${new Date(start).toISOString()}::timestamptz,
    ${new Date(start + windowMs).toISOString()}::timestamptz,
    ${input.sessionOptional}::boolean)`;
}

export async function passGate(db: Db, input: GateInput): Promise<GateResult> {
  // A token that cannot be one of ours is never looked up (as in resolveSession).
  const tokenHash = isTokenShaped(input.token) ? hashToken(input.token) : null;
  const result = (await db.execute(gateQuery(input, tokenHash))) as unknown as { rows: GateRow[] };
  const row = result.rows[0];
  if (!row) throw new Error('request gate returned no row');
  const windowMs = GATE_WINDOW_SECONDS * 1000;
  const retryAfter =
    (Math.floor(input.nowMs / windowMs) * windowMs + windowMs - input.nowMs) / 1000;
  const hit = (count: number | null): WindowHit | null =>
    count === null ? null : { count, retryAfter };
  const session: Session | null =
    row.session_id === null
      ? null
      : {
          id: row.session_id,
          userId: row.user_id!,
          kind: row.kind!,
          deviceId: row.device_id,
          token: input.token,
          onlineCreditedAt: new Date(row.online_credited_ms!),
        };
  return { fresh: row.fresh, session, ip: hit(row.ip_count), device: hit(row.device_count) };
}

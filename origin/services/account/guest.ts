// Guest login (login/guest): one guest account per device, created on first sight of the device.
import { eq } from 'drizzle-orm';

import { MIN_DEVICE_ID_LENGTH } from '@/lib/domain/platform/device';

import type { Db } from '../../db/client';
import { users, type Channel } from '../../db/schema/users';
import { CODES } from '@/lib/protocol/codes';
import { ApiError, badInput } from '../../http/envelope';
import { issueSession, resolveSession } from './sessions';
import { hitWindow } from '../platform/rate-limits';
import { ownUserInfo, type OwnUserInfo } from './user-info';
import type { Payload } from '../platform/validate';

// §5: the client replaces a device id of six characters or fewer, so such an id here means a
// client that skipped the rule; refusing keeps junk ids from colliding into shared accounts.
const MAX_DEVICE_ID = 128;
const DEVICE_ID_RE = /^[\x21-\x7e]+$/;
const MAX_AFF_CODE = 1024;

export type GuestLoginDeps = {
  db: Db;
  nowMs: number;
  ip: string;
  guestPerIpPerMinute: number;
  tokenTtlDays: number;
};

function deviceId(payload: Payload): string {
  const raw = payload.devID;
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (
    value.length < MIN_DEVICE_ID_LENGTH ||
    value.length > MAX_DEVICE_ID ||
    !DEVICE_ID_RE.test(value)
  ) {
    throw new ApiError(CODES.guestDevice, undefined, {
      detail: `unusable devID (${value.length} chars)`,
    });
  }
  return value;
}

/** affCode is JSON text (e.g. `{"pc":"p1","dc":"d1"}`); the raw text is kept, known fields are parsed. */
function affCode(payload: Payload): { raw: string | null; channel: Channel | null } {
  const raw = payload.affCode;
  if (raw === undefined || raw === null || raw === '') return { raw: null, channel: null };
  if (typeof raw !== 'string' || raw.length > MAX_AFF_CODE) throw badInput('邀请信息格式不正确');
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    // Not JSON: an invite code typed by hand. Keep it as text; there is no channel in it.
    return { raw, channel: null };
  }
  const channel: Channel = {};
  if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
    for (const key of ['pc', 'dc', 'isLight'] as const) {
      const value = (parsed as Record<string, unknown>)[key];
      if (typeof value === 'string' || typeof value === 'number')
        channel[key] = String(value).slice(0, 64);
    }
  }
  return { raw, channel };
}

async function guestOfDevice(db: Db, device: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.deviceId, device))
    .limit(1);
  return row?.id;
}

export async function guestLogin(deps: GuestLoginDeps, payload: Payload): Promise<OwnUserInfo> {
  const { db, nowMs } = deps;
  // A live token in the payload is honoured as is: the app keeps its session and account.
  const given = payload.token;
  if (typeof given === 'string' && given !== '') {
    const session = await resolveSession(db, given, nowMs);
    if (session) return ownUserInfo(db, session.userId, given, nowMs);
  }
  const device = deviceId(payload);
  const aff = affCode(payload);
  let userId = await guestOfDevice(db, device);
  if (userId === undefined) {
    // Counted before the insert (and even if a parallel request wins it), so the limit can
    // only err on the strict side.
    const created = await hitWindow(db, `guest-create:${deps.ip}`, 60, nowMs);
    if (created.count > deps.guestPerIpPerMinute) {
      // Parallel first logins of one device each counted above; if one of them has created the
      // account meanwhile, this is a login to it, not a creation, and the limit does not apply.
      userId = await guestOfDevice(db, device);
      if (userId === undefined) {
        throw new ApiError(CODES.guestNetwork, undefined, {
          detail: `ip ${deps.ip} over guest limit`,
        });
      }
    }
  }
  if (userId === undefined) {
    const [row] = await db
      .insert(users)
      .values({
        kind: 'guest',
        deviceId: device,
        nickname: '',
        affCode: aff.raw,
        channel: aff.channel,
        registerIp: deps.ip,
        createdAt: new Date(nowMs),
      })
      // The unique device index decides parallel first logins: one insert wins, the rest read it.
      .onConflictDoNothing({ target: users.deviceId })
      .returning({ id: users.id });
    userId = row?.id ?? (await guestOfDevice(db, device));
    if (userId === undefined) throw new Error('guest row vanished after insert conflict');
  }
  const token = await issueSession(db, { userId, deviceId: device }, nowMs, deps.tokenTtlDays);
  return ownUserInfo(db, userId, token, nowMs);
}

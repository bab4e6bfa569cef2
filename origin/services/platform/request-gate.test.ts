// The request gate's one statement: nonce claim, live session, and the IP and session-device
// windows, on PGlite and (origin-pg) on PostgreSQL.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { newNonce } from '@/lib/protocol/sign';

import { TEST_START_MS } from '../../test/harness';
import { windowCount as countIn } from '../../test/rate-windows';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';
import { passGate, sessionDeviceBucket, type GateInput } from './request-gate';
import { issueSession, resolveSession, revokeSession } from '../account/sessions';

let tdb: TestDb;

beforeAll(async () => {
  tdb = await openTestDb();
}, DB_HOOK_TIMEOUT_MS);
beforeEach(() => tdb.reset(), DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb.close(), DB_HOOK_TIMEOUT_MS);

// 10 s into a minute, so the window has 50 s left.
const NOW = TEST_START_MS + 10_000;
const GUEST_ID = 1001;

const gate = (input: Partial<GateInput>) =>
  passGate(tdb.db, {
    nonce: newNonce(),
    token: '',
    clientIp: '198.51.100.7',
    sessionOptional: true,
    nowMs: NOW,
    ...input,
  });

const windowCount = (bucket: string, nowMs = NOW) => countIn(tdb.db, bucket, nowMs);

describe('passGate', () => {
  it('claims a fresh nonce, resolves the session as resolveSession does and counts both windows', async () => {
    const token = await issueSession(tdb.db, { userId: GUEST_ID, deviceId: 'gate-dev-1' }, NOW, 30);
    const r = await gate({ token, sessionOptional: false });
    expect(r.fresh).toBe(true);
    expect(r.session).toEqual(await resolveSession(tdb.db, token, NOW));
    expect(r.session).toMatchObject({ userId: GUEST_ID, kind: 'guest', deviceId: 'gate-dev-1' });
    expect(r.session?.onlineCreditedAt).toEqual(new Date(NOW));
    expect(r.ip).toEqual({ count: 1, retryAfter: 50 });
    expect(r.device).toEqual({ count: 1, retryAfter: 50 });
    expect(await windowCount('ip:198.51.100.7')).toBe(1);
    expect(await windowCount('device:gate-dev-1')).toBe(1);
  });

  it('counts nothing for a replayed nonce', async () => {
    const token = await issueSession(tdb.db, { userId: GUEST_ID, deviceId: 'gate-dev-2' }, NOW, 30);
    const nonce = newNonce();
    expect((await gate({ token, nonce })).fresh).toBe(true);
    const replay = await gate({ token, nonce });
    expect(replay).toMatchObject({ fresh: false, ip: null, device: null });
    expect(await windowCount('ip:198.51.100.7')).toBe(1);
    expect(await windowCount('device:gate-dev-2')).toBe(1);
    const next = await gate({ token });
    expect(next.ip?.count).toBe(2);
    expect(next.device?.count).toBe(2);
  });

  it('uses the session itself as the device when it has no device id', async () => {
    const token = await issueSession(tdb.db, { userId: GUEST_ID }, NOW, 30);
    const r = await gate({ token });
    const bucket = sessionDeviceBucket(r.session!);
    expect(bucket).toBe(`device:session:${r.session!.id}`);
    expect(await windowCount(bucket)).toBe(1);
  });

  it('finds no session for unknown, malformed, expired or logged-out tokens', async () => {
    const expired = await issueSession(tdb.db, { userId: GUEST_ID }, NOW - 31 * 86_400_000, 30);
    const revoked = await issueSession(tdb.db, { userId: GUEST_ID }, NOW, 30);
    const live = await resolveSession(tdb.db, revoked, NOW);
    await revokeSession(tdb.db, live!.id, NOW);
    for (const token of ['A'.repeat(43), 'dead-token', "x' OR 1=1 --", expired, revoked]) {
      const r = await gate({ token });
      expect(r.session, token).toBeNull();
      expect(r.device, token).toBeNull();
    }
  });

  it('counts the IP of a dead token only when the call may go on without a session', async () => {
    const ended = await gate({ token: 'A'.repeat(43), sessionOptional: false });
    expect(ended).toMatchObject({ fresh: true, session: null, ip: null, device: null });
    expect(await windowCount('ip:198.51.100.7')).toBeUndefined();
    const goesOn = await gate({ token: 'A'.repeat(43), sessionOptional: true });
    expect(goesOn.ip).toEqual({ count: 1, retryAfter: 50 });
  });

  it('keeps one counter per IP across sessions and one per device', async () => {
    const a = await issueSession(tdb.db, { userId: GUEST_ID, deviceId: 'gate-dev-a' }, NOW, 30);
    const b = await issueSession(tdb.db, { userId: 1002, deviceId: 'gate-dev-b' }, NOW, 30);
    await gate({ token: a });
    const r = await gate({ token: b });
    expect(r.ip?.count).toBe(2);
    expect(r.device?.count).toBe(1);
    expect((await gate({ token: b, clientIp: '203.0.113.1' })).ip?.count).toBe(1);
  });

  it('starts a new window every minute', async () => {
    await gate({});
    await gate({});
    const later = await gate({ nowMs: NOW + 60_000 });
    expect(later.ip).toEqual({ count: 1, retryAfter: 50 });
    expect(await windowCount('ip:198.51.100.7')).toBe(2);
  });
});

// QR login: a new device shows a code (user/qrcode/info), a logged-in device confirms it
// (user/qrcode), and the new device's next poll receives a token for the confirming account.
// The code is public (anyone who sees the picture has it); polling also takes a poll secret that
// only the creating device was given, so a photo of the QR never leads to the token.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

import { and, eq, gt, lt } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { qrLogins } from '../../db/schema/security';
import { badInput, forbidden, notFound, rateLimited } from '../../http/envelope';
import { hitWindow } from '../platform/rate-limits';
import { enterAccount } from './accounts';
import { cardOwner, isCredentialsText } from './credentials';
import type { Session } from './sessions';
import type { OwnUserInfo } from './user-info';
import { optionalString, type Payload } from '../platform/validate';

export const QR_CREATES_PER_IP_PER_MINUTE = 30;
export const QR_TEXT_PREFIX = 'yingshi-qrlogin:';

// 128 random bits in base64url: the public code, shown in the picture.
const CODE_RE = /^[A-Za-z0-9_-]{22}$/;
/** The poll secret: 256 random bits, answered once at creation and never shown in the QR. */
const POLL_SECRET_BYTES = 32;
const POLL_SECRET_MAX = 100;

export type QrDeps = {
  db: Db;
  nowMs: number;
  ip: string;
  tokenTtlDays: number;
  /** How long a new login QR stays valid (QR_LOGIN_TTL_SECONDS, 120 by default). */
  ttlSeconds: number;
  /** Verifies credentials cards (services/account/credentials.ts). */
  signKey: string;
};

type Pending = {
  status: 'pending';
  code: string;
  qrText: string;
  expiresIn: number;
  expireAt: number;
  /** Only in the answer that created the code. */
  pollSecret?: string;
};

export type QrPoll =
  | Pending
  | { status: 'confirmed'; code: string; user: OwnUserInfo }
  | { status: 'expired' | 'consumed'; code: string };

const digest = (text: string) => createHash('sha256').update(text).digest();
const hash = (code: string) => digest(code).toString('hex');

/** Whether `secret` is the one the code was made with (constant time, over the hashes). */
function holdsSecret(storedHash: string, secret: string | undefined): boolean {
  if (secret === undefined) return false;
  const stored = Buffer.from(storedHash, 'hex');
  const given = digest(secret);
  return stored.length === given.length && timingSafeEqual(stored, given);
}

// One answer for a missing and a wrong secret: either way the caller did not make this code.
const notCreator = () => forbidden('二维码校验失败，请刷新二维码', 'poll secret mismatch');

/** Accepts the bare code or the whole scanned text. */
function readCode(payload: Payload): string | undefined {
  const raw = optionalString(payload, 'code', 200);
  if (raw === undefined) return undefined;
  const code = raw.startsWith(QR_TEXT_PREFIX) ? raw.slice(QR_TEXT_PREFIX.length) : raw;
  if (!CODE_RE.test(code)) throw badInput('二维码无效');
  return code;
}

function pending(code: string, expiresAtMs: number, nowMs: number): Pending {
  return {
    status: 'pending',
    code,
    qrText: QR_TEXT_PREFIX + code,
    expiresIn: Math.max(0, Math.ceil((expiresAtMs - nowMs) / 1000)),
    expireAt: Math.floor(expiresAtMs / 1000),
  };
}

/**
 * Without `code`: creates one (the answer carries its poll secret). With `code` and its
 * `pollSecret`: its state; a confirmed code is redeemed once, here.
 * A credentials card's text logs straight into its account. Either way a guest on this device
 * brings their guest data along (services/account/guest-merge.ts).
 */
export async function pollQrLogin(
  deps: QrDeps,
  payload: Payload,
  session: Session | null = null,
): Promise<QrPoll> {
  const { db, nowMs } = deps;
  const raw = optionalString(payload, 'code', 200);
  const device = optionalString(payload, 'devID', 128);
  if (raw !== undefined && isCredentialsText(raw)) {
    const owner = await cardOwner(db, deps.signKey, raw);
    return {
      status: 'confirmed',
      code: '',
      user: await enterAccount(deps, owner, device, session),
    };
  }
  const code = readCode(payload);
  if (code === undefined) {
    const created = await hitWindow(db, `qr-create:${deps.ip}`, 60, nowMs);
    if (created.count > QR_CREATES_PER_IP_PER_MINUTE) throw rateLimited(created.retryAfter);
    // Expired rows are useless; clearing them here keeps the table small without a job.
    await db.delete(qrLogins).where(lt(qrLogins.expiresAt, new Date(nowMs - 3_600_000)));
    const fresh = randomBytes(16).toString('base64url');
    const pollSecret = randomBytes(POLL_SECRET_BYTES).toString('base64url');
    const expiresAt = nowMs + deps.ttlSeconds * 1000;
    await db.insert(qrLogins).values({
      codeHash: hash(fresh),
      pollSecretHash: hash(pollSecret),
      status: 'pending',
      createdAt: new Date(nowMs),
      expiresAt: new Date(expiresAt),
    });
    return { ...pending(fresh, expiresAt, nowMs), pollSecret };
  }
  const pollSecret = optionalString(payload, 'pollSecret', POLL_SECRET_MAX);
  const [row] = await db
    .select()
    .from(qrLogins)
    .where(eq(qrLogins.codeHash, hash(code)))
    .limit(1);
  if (!row) throw notFound('二维码不存在，请刷新');
  if (!holdsSecret(row.pollSecretHash, pollSecret)) throw notCreator();
  if (row.status === 'consumed') return { status: 'consumed', code };
  if (row.expiresAt.getTime() <= nowMs) return { status: 'expired', code };
  if (row.status === 'pending') return pending(code, row.expiresAt.getTime(), nowMs);
  // Confirmed: hand the token out exactly once, even to two polls racing each other.
  const [taken] = await db
    .update(qrLogins)
    .set({ status: 'consumed' })
    .where(and(eq(qrLogins.codeHash, row.codeHash), eq(qrLogins.status, 'confirmed')))
    .returning({ userId: qrLogins.confirmedUserId });
  if (!taken?.userId) return { status: 'consumed', code };
  return {
    status: 'confirmed',
    code,
    user: await enterAccount(deps, taken.userId, device, session),
  };
}

/** The logged-in device approves the code it scanned, for its own account. */
export async function confirmQrLogin(
  deps: Pick<QrDeps, 'db' | 'nowMs'>,
  payload: Payload,
  session: Session,
) {
  const { db, nowMs } = deps;
  const code = readCode(payload);
  if (code === undefined) throw badInput('请扫描登录二维码');
  const [row] = await db
    .select()
    .from(qrLogins)
    .where(eq(qrLogins.codeHash, hash(code)))
    .limit(1);
  if (!row) throw notFound('二维码不存在，请刷新');
  if (row.expiresAt.getTime() <= nowMs) throw badInput('二维码已过期，请刷新后重试');
  const confirmed = await db
    .update(qrLogins)
    .set({ status: 'confirmed', confirmedUserId: session.userId, confirmedAt: new Date(nowMs) })
    .where(
      and(
        eq(qrLogins.codeHash, row.codeHash),
        eq(qrLogins.status, 'pending'),
        gt(qrLogins.expiresAt, new Date(nowMs)),
      ),
    )
    .returning({ codeHash: qrLogins.codeHash });
  if (confirmed.length === 0) throw badInput('二维码已被使用，请刷新后重试');
  return { status: 'confirmed' as const };
}

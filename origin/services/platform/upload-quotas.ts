// The upload quotas (lib/domain/platform/upload-limits.ts), counted in the database so parallel requests
// and several origin processes see one count: pictures and bytes per Shanghai day for the user,
// the device and the address, and the chunked uploads a user has under way. A refusal is thrown
// inside the caller's transaction, which rolls the counts back: a refused upload costs nothing.
import { and, count, eq, gt, inArray, ne } from 'drizzle-orm';

import {
  ADDRESS_DAILY_QUOTA,
  DEVICE_DAILY_QUOTA,
  OPEN_UPLOAD_IDLE_MS,
  OPEN_UPLOADS_MAX,
  quotaKib,
  TIP_UPLOAD_BUSY,
  TIP_UPLOAD_DAILY,
  uploadDay,
  USER_DAILY_QUOTA,
  type DailyQuota,
} from '@/lib/domain/platform/upload-limits';
import { CODES } from '@/lib/protocol/codes';

import type { Db } from '../../db/client';
import { uploads } from '../../db/schema/community';
import { users } from '../../db/schema/users';
import { ApiError, rateLimited } from '../../http/envelope';
import { addToWindow } from './rate-limits';

/** Who sends an upload: the session's user and device, and the address the BFF saw. */
export type Uploader = { userId: number; deviceId?: string | null; ip?: string };

/** What an upload costs: one picture and its bytes, or a file's declared bytes. */
export type UploadCost = { picture: boolean; bytes: number };

/**
 * 4290 with HTTP 415: the uploader (lib/media/chunked-upload.ts, §5) takes 415 as permanent and
 * shows the tip instead of retrying a refusal that holds until midnight.
 */
const dailyRefusal = (retryAfter: number) =>
  new ApiError(CODES.rateLimited, TIP_UPLOAD_DAILY, {
    status: 415,
    retryAfter: Math.max(1, Math.ceil(retryAfter)),
    detail: 'upload quota',
  });

/** An IPv6 address by its /64 (one subscriber's prefix), any other as it is. */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export type DailyCounter = 'pictures' | 'picture-kib' | 'file-kib';

/** The rate_limits bucket of one day's counter of a scope: `u:<user>`, `d:<device>`, `a:<address>`. */
export const dailyBucket = (counter: DailyCounter, scope: string) => `upload-${counter}:${scope}`;

function scopes(who: Uploader): [string, DailyQuota][] {
  const list: [string, DailyQuota][] = [[`u:${who.userId}`, USER_DAILY_QUOTA]];
  if (who.deviceId) list.push([`d:${who.deviceId}`, DEVICE_DAILY_QUOTA]);
  if (who.ip) list.push([`a:${addressKey(who.ip)}`, ADDRESS_DAILY_QUOTA]);
  return list;
}

/**
 * Counts an upload against the day's quotas of its user, device and address; throws the daily
 * refusal when one is passed. Call it inside a transaction: the refusal rolls the counts back.
 */
export async function chargeDaily(
  tx: Db,
  who: Uploader,
  cost: UploadCost,
  nowMs: number,
): Promise<void> {
  const day = uploadDay(nowMs);
  const kib = quotaKib(cost.bytes);
  for (const [scope, quota] of scopes(who)) {
    const counters: [DailyCounter, number, number][] = cost.picture
      ? [
          ['pictures', 1, quota.pictures],
          ['picture-kib', kib, quotaKib(quota.pictureBytes)],
        ]
      : [['file-kib', kib, quotaKib(quota.fileBytes)]];
    for (const [name, amount, limit] of counters) {
      const total = await addToWindow(tx, dailyBucket(name, scope), day, amount);
      if (total > limit) throw dailyRefusal((day.endMs - nowMs) / 1000);
    }
  }
}

/** One picture in one request: counted in a transaction of its own. */
export async function chargePicture(
  db: Db,
  who: Uploader,
  bytes: number,
  nowMs: number,
): Promise<void> {
  await db.transaction((tx) => chargeDaily(tx, who, { picture: true, bytes }, nowMs));
}

/**
 * Takes the user's row lock (the order every per-user transaction takes it in), so two
 * uploads opening at once count each other.
 */
export async function lockUploader(tx: Db, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/**
 * Refuses a new chunked upload while the user has OPEN_UPLOADS_MAX others under way (unfinished,
 * a chunk within OPEN_UPLOAD_IDLE_MS), `except` the one being reopened. Under lockUploader.
 */
export async function checkOpenUploads(
  tx: Db,
  userId: number,
  nowMs: number,
  except?: string,
): Promise<void> {
  const [row] = await tx
    .select({ n: count() })
    .from(uploads)
    .where(
      and(
        eq(uploads.userId, userId),
        inArray(uploads.status, ['receiving', 'assembling']),
        gt(uploads.updatedAt, new Date(nowMs - OPEN_UPLOAD_IDLE_MS)),
        except ? ne(uploads.id, except) : undefined,
      ),
    );
  // 4290 with HTTP 429: the uploader retries a few times, by then another file may be done.
  if ((row?.n ?? 0) >= OPEN_UPLOADS_MAX) throw rateLimited(10, TIP_UPLOAD_BUSY);
}

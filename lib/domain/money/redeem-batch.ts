// 兑换码 batches (issue 42 item 4, docs/admin-api.md "Redeem batches"): the limits of a batch, the
// alphabet its codes are drawn from and the CSV it is exported as. Pure: the origin passes the
// random bytes (node:crypto) and the clock.
import { csvText } from '../platform/csv';
import { formatDate } from '../platform/format';
import { REDEEM_CODE_MAX, REDEEM_CODE_MIN, redeemRewardText, type RedeemReward } from './redeem';

/**
 * Letters and digits a reader cannot confuse (no 0/O, 1/I/L): 31 symbols, all inside what
 * normaliseRedeemCode keeps, so a code read off a screen or a poster is typed right.
 */
export const REDEEM_BATCH_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** 12 symbols of 31: about 59 bits, far beyond guessing under the miss limit. */
export const REDEEM_BATCH_CODE_LENGTH = 12;

export const REDEEM_BATCH_COUNT_MAX = 10_000;
export const REDEEM_BATCH_USES_MAX = 100_000;
export const REDEEM_BATCH_NAME_MAX = 40;
/** Diamonds in §5 tenths (100000 is 10000 钻石) and VIP days a code may give. */
export const REDEEM_BATCH_DIAMONDS_MAX = 100_000;
export const REDEEM_BATCH_DAYS_MAX = 3660;

export const TIP_REDEEM_DISABLED = '该兑换码已停用';
export const TIP_REDEEM_BATCH_NOT_FOUND = '兑换码批次不存在';
export const TIP_REDEEM_BATCH_DISABLED = '该批次已停用';
export const TIP_REDEEM_BATCH_EXPIRY = '过期时间须晚于现在';

// The largest multiple of the alphabet's size under 256: bytes above it are skipped, so every
// symbol is equally likely (a plain modulo would favour the first ones).
const LIMIT = Math.floor(256 / REDEEM_BATCH_ALPHABET.length) * REDEEM_BATCH_ALPHABET.length;

/** A code drawn from random bytes, or null when too many were skipped (ask for more bytes). */
export function redeemCodeFromBytes(bytes: Uint8Array): string | null {
  let code = '';
  for (const byte of bytes) {
    if (byte >= LIMIT) continue;
    code += REDEEM_BATCH_ALPHABET[byte % REDEEM_BATCH_ALPHABET.length];
    if (code.length === REDEEM_BATCH_CODE_LENGTH) return code;
  }
  return null;
}

// A batch code must pass the user's own format check (6–32 letters and digits).
if (REDEEM_BATCH_CODE_LENGTH < REDEEM_CODE_MIN || REDEEM_BATCH_CODE_LENGTH > REDEEM_CODE_MAX)
  throw new Error('redeem batch codes must fit the redeem code format');

/** The expiry's problem ('' when fine): null never expires, else it must be in the future. */
export function redeemBatchExpiryProblem(expiresAtMs: number | null, nowMs: number): string {
  return expiresAtMs !== null && expiresAtMs <= nowMs ? TIP_REDEEM_BATCH_EXPIRY : '';
}

export type RedeemBatchCsvInput = {
  id: number;
  name: string;
  reward: RedeemReward;
  /** Milliseconds since the epoch; null never expires. */
  expiresAtMs: number | null;
  maxUses: number;
  codes: readonly { code: string; usedCount: number }[];
};

export const REDEEM_BATCH_CSV_HEADER = ['兑换码', '奖励', '过期时间', '每码可用次数', '已使用次数'];

/**
 * The batch as CSV: UTF-8 with a byte-order mark (Excel opens it as UTF-8 and shows the Chinese),
 * CRLF lines, one row per code.
 */
export function redeemBatchCsv(batch: RedeemBatchCsvInput): string {
  const reward = redeemRewardText(batch.reward);
  const expiry =
    batch.expiresAtMs === null ? '永久有效' : formatDate(batch.expiresAtMs, 'YYYY-MM-DD HH:mm');
  const rows = [
    REDEEM_BATCH_CSV_HEADER,
    ...batch.codes.map((c) => [c.code, reward, expiry, batch.maxUses, c.usedCount]),
  ];
  return csvText(rows);
}

/** The CSV's file name: 兑换码-<id>-<name>.csv, without characters a file system refuses. */
export function redeemBatchCsvName(id: number, name: string): string {
  return `兑换码-${id}-${name.replace(/[\\/:*?"<>|\s]+/g, '_')}.csv`;
}

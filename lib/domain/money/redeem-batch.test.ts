import { describe, expect, it } from 'vitest';

import { normaliseRedeemCode, redeemCodeProblem } from './redeem';
import {
  REDEEM_BATCH_ALPHABET,
  REDEEM_BATCH_CODE_LENGTH,
  TIP_REDEEM_BATCH_EXPIRY,
  redeemBatchCsv,
  redeemBatchCsvName,
  redeemBatchExpiryProblem,
  redeemCodeFromBytes,
} from './redeem-batch';

describe('batch codes', () => {
  it('use only unambiguous symbols a user can type', () => {
    expect(REDEEM_BATCH_ALPHABET).not.toMatch(/[01ILO]/);
    for (const symbol of REDEEM_BATCH_ALPHABET) expect(normaliseRedeemCode(symbol)).toBe(symbol);
  });

  it('draw a code from bytes, skipping those over the fair range', () => {
    const bytes = Uint8Array.from({ length: REDEEM_BATCH_CODE_LENGTH + 2 }, (_, i) => i);
    bytes[0] = 255;
    bytes[1] = 248;
    const code = redeemCodeFromBytes(bytes)!;
    expect(code).toBe(REDEEM_BATCH_ALPHABET.slice(2, 2 + REDEEM_BATCH_CODE_LENGTH));
    expect(redeemCodeProblem(code)).toBe('');
    expect(redeemCodeFromBytes(new Uint8Array(REDEEM_BATCH_CODE_LENGTH).fill(250))).toBeNull();
    expect(redeemCodeFromBytes(Uint8Array.of(30))).toBeNull();
    expect(redeemCodeFromBytes(new Uint8Array(REDEEM_BATCH_CODE_LENGTH).fill(247))).toBe(
      'Z'.repeat(REDEEM_BATCH_CODE_LENGTH),
    );
  });

  it('want an expiry in the future or none', () => {
    expect(redeemBatchExpiryProblem(null, 1000)).toBe('');
    expect(redeemBatchExpiryProblem(1001, 1000)).toBe('');
    expect(redeemBatchExpiryProblem(1000, 1000)).toBe(TIP_REDEEM_BATCH_EXPIRY);
  });
});

describe('a batch CSV', () => {
  it('is UTF-8 with a BOM, CRLF rows, quoted and formula-safe cells', () => {
    const csv = redeemBatchCsv({
      id: 3,
      name: 'x',
      reward: { kind: 'vip', tier: 'normal', days: 30 },
      expiresAtMs: Date.UTC(2026, 11, 31, 15, 59),
      maxUses: 2,
      codes: [
        { code: 'ABCDEFGHJKMN', usedCount: 1 },
        { code: '=1+1', usedCount: 0 },
        { code: 'a,"b"', usedCount: 0 },
      ],
    });
    expect(csv).toBe(
      '\uFEFF兑换码,奖励,过期时间,每码可用次数,已使用次数\r\n' +
        'ABCDEFGHJKMN,VIP会员 30天,2026-12-31 23:59,2,1\r\n' +
        "'=1+1,VIP会员 30天,2026-12-31 23:59,2,0\r\n" +
        '"a,""b""",VIP会员 30天,2026-12-31 23:59,2,0\r\n',
    );
  });

  it('is named by the batch, without characters a file system refuses', () => {
    expect(redeemBatchCsvName(7, '春节 活动/一')).toBe('兑换码-7-春节_活动_一.csv');
  });
});

import { describe, expect, it } from 'vitest';

import {
  LEDGER_REASON_TEXT,
  LEDGER_REASONS,
  ledgerAmountText,
  ledgerReasonText,
  ledgerSubject,
  walletAmountText,
} from './ledger';

describe('ledger reasons', () => {
  it('names every reason in Chinese, each differently', () => {
    const labels = LEDGER_REASONS.map((r) => LEDGER_REASON_TEXT[r]);
    expect(labels.every((l) => l.length > 0)).toBe(true);
    expect(new Set(labels).size).toBe(LEDGER_REASONS.length);
    expect(ledgerReasonText('recharge')).toBe('充值');
    expect(ledgerReasonText('task')).toBe('任务奖励');
    expect(ledgerReasonText('video')).toBe('购买影片');
  });

  it('reads a reason it does not know as 其他', () => {
    expect(ledgerReasonText('lottery')).toBe('其他');
  });
});

describe('ledger amounts', () => {
  it('signs diamonds in tenths and gold in cents as the wallet shows them', () => {
    expect(ledgerAmountText('diamonds', 20)).toBe('+2钻石');
    expect(ledgerAmountText('diamonds', -100)).toBe('-10钻石');
    expect(ledgerAmountText('diamonds', 15)).toBe('+1.50钻石');
    expect(ledgerAmountText('gold', -3000)).toBe('-30金币');
    expect(ledgerAmountText('gold', 1234)).toBe('+12.34金币');
    expect(walletAmountText('diamonds', 5800)).toBe('580钻石');
  });
});

describe('ledgerSubject', () => {
  it('keeps a short text, cuts a long one to 20 characters and joins its lines', () => {
    expect(ledgerSubject('  今晚的 \n 电影 ')).toBe('今晚的 电影');
    expect(ledgerSubject('一'.repeat(25))).toBe(`${'一'.repeat(20)}…`);
  });
});

import { describe, expect, it } from 'vitest';

import { refundableLeft, refundMessage, refundProblem, yuanInputToFen } from './refund';

describe('refunds', () => {
  it('never lets the refunded total pass what was paid', () => {
    expect(refundableLeft(3000, 1500)).toBe(1500);
    expect(refundableLeft(3000, 3500)).toBe(0);
    expect(refundProblem(3000, 1500, 1500)).toBe('');
    expect(refundProblem(3000, 1500, 1501)).toBe('退款金额超过可退金额，最多还可退¥15');
    expect(refundProblem(3000, 3000, 1)).toBe('该订单已全额退款，无法再退');
  });

  it('reads a typed amount in yuan as fen, at most two decimals', () => {
    expect(yuanInputToFen('5')).toBe(500);
    expect(yuanInputToFen(' 12.3 ')).toBe(1230);
    expect(yuanInputToFen('0.01')).toBe(1);
    for (const bad of ['', '0', '0.00', '1.234', '-1', '1e3', 'abc', '¥5'])
      expect(yuanInputToFen(bad), bad).toBeNull();
  });

  it('tells the user the order, the amount and where it went', () => {
    const m = refundMessage({ orderNo: 'R1', title: '300钻石', amount: 1500 });
    expect(m.title).toBe('退款到账通知');
    expect(m.body).toContain('R1');
    expect(m.body).toContain('¥15');
    expect(m.body).toContain('金币');
  });
});

import { describe, expect, it } from 'vitest';

import { fenToYuanText, yuanTextToFen } from './pay-amount';

describe('yuanTextToFen', () => {
  it('reads yuan text exactly', () => {
    expect(yuanTextToFen('30.00')).toBe(3000);
    expect(yuanTextToFen('30')).toBe(3000);
    expect(yuanTextToFen('30.5')).toBe(3050);
    expect(yuanTextToFen('0.01')).toBe(1);
    expect(yuanTextToFen('0.07')).toBe(7);
    expect(yuanTextToFen('458.00')).toBe(45800);
  });

  it('refuses anything that is not a plain amount', () => {
    for (const text of [
      '',
      '-1.00',
      '1.001',
      '1e3',
      ' 30.00',
      '30.00 ',
      '030.00',
      '30.',
      '.5',
      'NaN',
    ])
      expect(yuanTextToFen(text), text).toBeNull();
  });
});

describe('fenToYuanText', () => {
  it('writes two decimals', () => {
    expect(fenToYuanText(3000)).toBe('30.00');
    expect(fenToYuanText(7)).toBe('0.07');
    expect(fenToYuanText(45850)).toBe('458.50');
  });

  it('round-trips', () => {
    for (const fen of [1, 99, 100, 101, 500000])
      expect(yuanTextToFen(fenToYuanText(fen))).toBe(fen);
  });

  it('refuses a fraction of a fen', () => {
    expect(() => fenToYuanText(1.5)).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';

import { classifyScan } from './scanned-code';

describe('classifyScan', () => {
  it('tells a credentials card from a login QR', () => {
    expect(classifyScan(' yingshi-account:1002.1.abc ')).toEqual({
      kind: 'card',
      text: 'yingshi-account:1002.1.abc',
    });
    expect(classifyScan('yingshi-qrlogin:XYZ')).toEqual({
      kind: 'login',
      text: 'yingshi-qrlogin:XYZ',
    });
  });

  it('refuses anything else, and a bare prefix', () => {
    expect(classifyScan('https://example.com')).toEqual({ kind: 'unknown' });
    expect(classifyScan('yingshi-account:')).toEqual({ kind: 'unknown' });
  });
});

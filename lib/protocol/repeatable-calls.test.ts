import { describe, expect, it } from 'vitest';

import { CALL_TABLE, callNamed } from './call-table';
import { isRepeatable } from './repeatable-calls';

describe('isRepeatable', () => {
  it('GETs and the listed reads and idempotent writes are; counters, logins and uploads are not', () => {
    expect(isRepeatable(callNamed('ping/check'))).toBe(true);
    expect(isRepeatable(callNamed('media/home'))).toBe(true);
    expect(isRepeatable(callNamed('media/pay'))).toBe(true);
    expect(isRepeatable(callNamed('media/play'))).toBe(false);
    expect(isRepeatable(callNamed('login/guest'))).toBe(false);
    expect(isRepeatable(callNamed('recharge/submit'))).toBe(false);
    expect(isRepeatable(callNamed('upload/chunk'))).toBe(false);
  });

  it('no upload or stream call is ever repeatable', () => {
    const risky = CALL_TABLE.filter((c) => (c.form || c.stream) && isRepeatable(c));
    expect(risky.map((c) => c.name)).toEqual([]);
  });
});

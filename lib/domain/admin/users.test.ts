import { describe, expect, it } from 'vitest';

import {
  diamondsInputToTenths,
  grantMessage,
  grantProblem,
  grantText,
  maskPhone,
  TIP_GRANT_DAYS,
  TIP_GRANT_DIAMONDS,
  TIP_GRANT_REASON,
  userQuery,
} from './users';

describe('users rules', () => {
  it('masks a phone keeping its first three and last four digits', () => {
    expect(maskPhone('13812341234')).toBe('138****1234');
    expect(maskPhone(null)).toBe('');
  });

  it('reads a search text as an id, a phone or an account', () => {
    expect(userQuery(' 100023 ')).toEqual({ id: 100023, phone: null, account: '100023' });
    expect(userQuery('13800001234')).toEqual({
      id: null,
      phone: '13800001234',
      account: '13800001234',
    });
    expect(userQuery('Demo')).toEqual({ id: null, phone: null, account: 'demo' });
    expect(userQuery('99999999999').id).toBeNull();
  });

  it('limits a grant and needs a reason', () => {
    expect(grantProblem({ kind: 'diamonds', amount: 1000 }, '活动补偿')).toBe('');
    expect(grantProblem({ kind: 'diamonds', amount: 100_001 }, '活动补偿')).toBe(
      TIP_GRANT_DIAMONDS,
    );
    expect(grantProblem({ kind: 'diamonds', amount: 0 }, '活动补偿')).toBe(TIP_GRANT_DIAMONDS);
    expect(grantProblem({ kind: 'vip', tier: 'normal', days: 367 }, '活动补偿')).toBe(
      TIP_GRANT_DAYS,
    );
    expect(grantProblem({ kind: 'vip', tier: 'normal', days: 30 }, ' 好 ')).toBe(TIP_GRANT_REASON);
  });

  it('names a grant and writes its message', () => {
    expect(grantText({ kind: 'diamonds', amount: 1000 })).toBe('100钻石');
    expect(grantText({ kind: 'vip', tier: 'supreme', days: 30 })).toBe('SVIP会员30天');
    expect(grantMessage({ kind: 'diamonds', amount: 1000 }, '活动补偿')).toEqual({
      title: '运营补发到账通知',
      body: '平台已向您补发100钻石，原因：活动补偿。',
    });
  });

  it('reads the console diamonds field in tenths', () => {
    expect(diamondsInputToTenths('100')).toBe(1000);
    expect(diamondsInputToTenths('0.5')).toBe(5);
    expect(diamondsInputToTenths('0')).toBeNull();
    expect(diamondsInputToTenths('1.25')).toBeNull();
    expect(diamondsInputToTenths('abc')).toBeNull();
  });
});

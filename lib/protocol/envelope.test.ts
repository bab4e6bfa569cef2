import { describe, expect, it } from 'vitest';

import { TIPS } from './codes';
import { errorEnvelope, okEnvelope, parseEnvelope } from './envelope';

describe('parseEnvelope', () => {
  it('reads code, data, tip and msg whatever the HTTP status', () => {
    expect(parseEnvelope('{"code":200,"data":{"a":1},"tip":"","msg":"ok"}', 200)).toEqual({
      code: 200,
      data: { a: 1 },
      tip: '',
      msg: 'ok',
    });
    expect(
      parseEnvelope('{"code":4040,"data":null,"tip":"功能暂未开放","msg":"x"}', 404),
    ).toMatchObject({
      code: 4040,
      tip: '功能暂未开放',
    });
    expect(parseEnvelope('{"code":5020,"tip":"服务暂时不可用"}', 502)).toMatchObject({
      code: 5020,
      data: null,
    });
  });

  it('accepts a numeric-text code and trims texts', () => {
    expect(parseEnvelope('{"code":"1000","tip":" 请重新登录 "}', 200)).toMatchObject({
      code: 1000,
      tip: '请重新登录',
      msg: '',
    });
  });

  it('turns anything that is not an envelope into 5020 (5040 for a gateway timeout)', () => {
    for (const body of [
      '<html>502</html>',
      '',
      '[]',
      '{"data":1}',
      '{"code":"abc"}',
      '{"code":1.5}',
      'null',
    ]) {
      expect(parseEnvelope(body, 502), body).toMatchObject({ code: 5020, tip: TIPS.badResponse });
    }
    expect(parseEnvelope('gateway timeout', 504)).toMatchObject({ code: 5040, tip: TIPS.timeout });
  });
});

describe('okEnvelope and errorEnvelope', () => {
  it('fills the default tip and msg of a code, never an empty tip on a refusal', () => {
    expect(okEnvelope({ a: 1 })).toEqual({ code: 200, data: { a: 1 }, tip: '', msg: 'ok' });
    expect(okEnvelope(undefined)).toEqual({ code: 200, data: null, tip: '', msg: 'ok' });
    expect(errorEnvelope(4010)).toEqual({
      code: 4010,
      data: null,
      tip: '余额不足，请先充值',
      msg: 'insufficient_balance',
    });
    expect(errorEnvelope(4000, '手机号格式不正确').tip).toBe('手机号格式不正确');
    expect(errorEnvelope(9999).tip).toBe('服务器繁忙，请稍后再试');
  });
});

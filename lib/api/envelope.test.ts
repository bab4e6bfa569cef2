import { describe, expect, it } from 'vitest';

import {
  ApiError,
  BAD_RESPONSE_TIP,
  GUEST_REFUSED_TIP,
  NETWORK_TIP,
  TIMEOUT_TIP,
  bootErrorMessage,
  parseEnvelope,
  tipFor,
} from './envelope';

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
      expect(parseEnvelope(body, 502), body).toMatchObject({ code: 5020, tip: BAD_RESPONSE_TIP });
    }
    expect(parseEnvelope('gateway timeout', 504)).toMatchObject({ code: 5040, tip: TIMEOUT_TIP });
  });
});

describe('tips', () => {
  it('prefers the server tip, else a generic Chinese one', () => {
    expect(tipFor({ code: 4000, tip: '参数错误' })).toBe('参数错误');
    expect(tipFor({ code: 5020, tip: '' })).toBe(NETWORK_TIP);
    expect(tipFor({ code: 5040, tip: '' })).toBe(TIMEOUT_TIP);
    expect(tipFor({ code: 4000, tip: '' })).toBe(BAD_RESPONSE_TIP);
  });

  it('gives §8 text for refused guest creation, else the tip or the network text', () => {
    expect(bootErrorMessage(new ApiError(6004, '设备号无效'))).toBe(GUEST_REFUSED_TIP);
    expect(bootErrorMessage(new ApiError(6015, '太频繁'))).toBe(GUEST_REFUSED_TIP);
    expect(GUEST_REFUSED_TIP).toBe('创建游客失败，请联系在线客服');
    expect(bootErrorMessage(new ApiError(5020, '服务暂时不可用'))).toBe('服务暂时不可用');
    expect(bootErrorMessage(new Error('boom'))).toBe('网络异常，请检查网络后重试');
  });
});

import { describe, expect, it } from 'vitest';

import { TIPS, TIP_GUEST_REFUSED } from '@/lib/protocol/codes';
import { ApiError, bootErrorMessage, tipFor } from './envelope';

describe('tips', () => {
  it('prefers the server tip, else a generic Chinese one', () => {
    expect(tipFor({ code: 4000, tip: '参数错误' })).toBe('参数错误');
    expect(tipFor({ code: 5020, tip: '' })).toBe(TIPS.network);
    expect(tipFor({ code: 5040, tip: '' })).toBe(TIPS.timeout);
    expect(tipFor({ code: 4000, tip: '' })).toBe(TIPS.badResponse);
  });

  it('gives §8 text for refused guest creation, else the tip or the network text', () => {
    expect(bootErrorMessage(new ApiError(6004, '设备号无效'))).toBe(TIP_GUEST_REFUSED);
    expect(bootErrorMessage(new ApiError(6015, '太频繁'))).toBe(TIP_GUEST_REFUSED);
    expect(TIP_GUEST_REFUSED).toBe('创建游客失败，请联系在线客服');
    expect(bootErrorMessage(new ApiError(5020, '服务暂时不可用'))).toBe('服务暂时不可用');
    expect(bootErrorMessage(new Error('boom'))).toBe('网络异常，请检查网络后重试');
  });
});

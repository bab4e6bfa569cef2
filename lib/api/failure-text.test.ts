import { describe, expect, it } from 'vitest';

import { TIPS } from '@/lib/protocol/codes';

import { LOGIN_FAILED } from './account/failure';
import { ApiError } from './envelope';
import { failureText } from './failure-text';

describe('failureText (§8)', () => {
  it('shows the server’s tip, else the fallback', () => {
    expect(failureText(new ApiError(4000, '账号或密码错误'), LOGIN_FAILED)).toBe('账号或密码错误');
    expect(failureText(new ApiError(5000, TIPS.badResponse), LOGIN_FAILED)).toBe('登录失败');
    expect(failureText(new ApiError(5000, 'internal error'), LOGIN_FAILED)).toBe('登录失败');
    expect(failureText(new Error('boom'), LOGIN_FAILED)).toBe('登录失败');
  });
});

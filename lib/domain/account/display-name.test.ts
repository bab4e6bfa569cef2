import { describe, expect, it } from 'vitest';

import { displayName } from './display-name';

describe('displayName', () => {
  it('is the nickname as stored, trimmed', () => {
    expect(displayName({ id: 7, nickname: ' 小明 ' })).toBe('小明');
    expect(displayName({ id: 7, nickname: '用户8000' })).toBe('用户8000');
  });

  it('is 游客<id> for a user without a name', () => {
    expect(displayName({ id: 100001, nickname: '' })).toBe('游客100001');
    expect(displayName({ id: 100001, nickname: '  ' })).toBe('游客100001');
    expect(displayName({ id: 100001 })).toBe('游客100001');
    expect(displayName({ id: 100001, nickname: null })).toBe('游客100001');
  });
});

import { describe, expect, it } from 'vitest';

import { CLOSED_USER_NAME, closureProof } from './closure';
import { nicknameProblem } from './profile-rules';

describe('closureProof', () => {
  it('asks for the password when there is one, else a code to the bound phone', () => {
    expect(closureProof({ hasPassword: true, phone: '138****0000' })).toBe('password');
    expect(closureProof({ hasPassword: false, phone: '138****0000' })).toBe('code');
    expect(closureProof({ hasPassword: false, phone: '' })).toBeNull();
  });
});

describe('the closed account’s name', () => {
  it('is no one else’s to choose, also by look-alike or inside a longer name', () => {
    for (const name of [CLOSED_USER_NAME, '已注销', '我是已注销用户', '已注销用户１'])
      expect(nicknameProblem(name)).toBe('该昵称为系统保留，请换一个');
    expect(nicknameProblem('注销达人')).toBeNull();
  });
});

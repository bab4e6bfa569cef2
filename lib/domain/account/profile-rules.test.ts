import { describe, expect, it } from 'vitest';

import {
  accountNameProblem,
  bannedWordIn,
  introProblem,
  nicknameKey,
  nicknameProblem,
} from './profile-rules';

describe('nickname rules', () => {
  it('takes Chinese, letters, digits and underscores of 2–12 characters', () => {
    expect(nicknameProblem('小明')).toBeNull();
    expect(nicknameProblem('Film_fan_2025')).toBe('昵称需为2-12个字');
    expect(nicknameProblem('影迷_2025')).toBeNull();
    expect(nicknameProblem('a')).toBe('昵称需为2-12个字');
    expect(nicknameProblem('  ')).toBe('请输入昵称');
    expect(nicknameProblem('小 明')).toBe('昵称只能包含中文、字母、数字和下划线');
  });

  it('refuses system names and banned words, also written wide or spaced', () => {
    expect(nicknameProblem('游客123')).toBe('该昵称为系统保留，请换一个');
    expect(nicknameProblem('用户8OOO')).toBe('该昵称为系统保留，请换一个');
    expect(nicknameProblem('官方小助手')).toBe('昵称不能使用“官方”等官方字样，请换一个');
    expect(nicknameProblem('ＡＤＭＩＮ')).toBe('昵称不能使用“admin”等官方字样，请换一个');
    expect(nicknameProblem('代理小王')).toBe('昵称包含敏感词，请修改');
    expect(bannedWordIn('加我 微 信')).toBe('微信');
  });

  it('reads a name without its blank letters, and its look-alikes as the letters they copy', () => {
    expect(nicknameProblem('官\u3164方')).toBe('昵称不能使用“官方”等官方字样，请换一个');
    expect(nicknameProblem('客\u115f服')).toBe('昵称不能使用“客服”等官方字样，请换一个');
    expect(nicknameProblem('\u0430dmin')).toBe('昵称不能使用“admin”等官方字样，请换一个');
    expect(nicknameProblem('\u3164\u3164')).toBe('请输入昵称');
    expect(nicknameProblem('小\u3164明')).toBeNull();
  });

  it('refuses reserved account names', () => {
    expect(accountNameProblem('admin_01')).toBe('账号不能使用“admin”等官方字样，请换一个');
    expect(accountNameProblem('badminton')).toBeNull();
  });

  it('folds names so look-alikes are one name', () => {
    expect(nicknameKey('Ｂｏｂ')).toBe(nicknameKey('bob'));
    expect(nicknameKey(' 小明 ')).toBe('小明');
    expect(nicknameKey('演示用户\u3164')).toBe(nicknameKey('演示用户'));
  });
});

describe('intro rules', () => {
  it('allows empty and up to 60 characters in 3 lines', () => {
    expect(introProblem('')).toBeNull();
    expect(introProblem('喜欢看电影'.repeat(12))).toBeNull();
    expect(introProblem('长'.repeat(61))).toBe('简介最多60个字');
    expect(introProblem('a\nb\nc\nd')).toBe('简介最多3行');
    expect(introProblem('代理招募')).toBe('简介包含敏感词，请修改');
    expect(introProblem('代\u3164理招募')).toBe('简介包含敏感词，请修改');
  });
});

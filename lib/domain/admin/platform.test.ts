import { describe, expect, it } from 'vitest';

import {
  appUrlProblem,
  taskLinkProblem,
  themeInForce,
  TIP_APP_URL,
  TIP_TASK_LINK,
} from './platform';

describe('appUrlProblem', () => {
  it('takes an https site or one of the origin app pages', () => {
    expect(appUrlProblem('https://example.com/app')).toBe('');
    expect(appUrlProblem('/apps/demo-1')).toBe('');
  });
  it.each([
    'http://example.com',
    'javascript:alert(1)',
    '//evil.com',
    'https://u:p@x.com',
    '/apps/',
  ])('refuses %s', (url) => expect(appUrlProblem(url)).toBe(TIP_APP_URL));
});

describe('taskLinkProblem', () => {
  it('takes an empty link or an in-app path', () => {
    expect(taskLinkProblem('')).toBe('');
    expect(taskLinkProblem('/mine/setting/bindPhone')).toBe('');
  });
  it.each(['https://evil.com', '//evil.com', '/./evil', '/a/../b', 'mine', '/\\evil.com'])(
    'refuses %s',
    (link) => expect(taskLinkProblem(link)).toBe(TIP_TASK_LINK),
  );
});

describe('themeInForce', () => {
  it('sends a saved theme, else the env fallback', () => {
    expect(themeInForce(5, 1)).toBe(5);
    expect(themeInForce(undefined, 3)).toBe(3);
    expect(themeInForce(9, 2)).toBe(2);
    expect(themeInForce('4', 2)).toBe(2);
  });
});

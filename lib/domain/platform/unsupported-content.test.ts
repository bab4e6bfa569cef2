import { describe, expect, it } from 'vitest';

import { routeForContentType } from './links';
import { UNSUPPORTED_CONTENT_PATHS, unsupportedContentText } from './unsupported-content';

describe('content the app does not carry', () => {
  it('is exactly where content types 6–10 lead', () => {
    const targets = [6, 7, 8, 9, 10].map((type) => routeForContentType(type, 1).split('?')[0]);
    expect([...UNSUPPORTED_CONTENT_PATHS].sort()).toEqual([...new Set(targets)].sort());
  });

  it('says what it is in Chinese', () => {
    expect(unsupportedContentText('/anime/detail')).toEqual({
      title: '暂不支持查看动漫',
      text: '当前版本暂未开放动漫，去首页看看精彩视频吧',
    });
    for (const path of UNSUPPORTED_CONTENT_PATHS) {
      expect(unsupportedContentText(path).title).toMatch(/^暂不支持查看\p{Script=Han}+$/u);
    }
  });
});

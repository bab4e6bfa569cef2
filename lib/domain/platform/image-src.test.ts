import { describe, expect, it } from 'vitest';

import { imageExtension, isImageUrl } from './image-src';

describe('imageExtension', () => {
  it.each([
    ['a.jpg', 'jpg'],
    ['https://cdn.example.com/p/a.JPEG?x=1.png#f.gif', 'jpeg'],
    ['/img/cover.webp#top', 'webp'],
    ['a.tar.gz', 'gz'],
    ['.hidden', 'hidden'],
    ['https://cdn.example.com/img/abc', null],
    ['https://cdn.example.com', null],
    ['//cdn.example.com?x=a.png', null],
    ['HTTPS://cdn.example.com/a.Png', 'png'],
    ['a.png?', 'png'],
    ['file.', null],
    ['a.j-p', null],
    ['a.jpg/', null],
    ['', null],
    [123, null],
    [null, null],
    [undefined, null],
  ] as const)('%j → %j', (url, ext) => {
    expect(imageExtension(url)).toBe(ext);
  });
});

describe('isImageUrl (§5: empty or dot-less yields no image)', () => {
  it.each(['', '   ', 'abc', '/img/abc', null, undefined, 42, {}, ['a.jpg']])(
    '%j → false',
    (url) => {
      expect(isImageUrl(url)).toBe(false);
    },
  );
  it.each(['a.jpg', '/img/a.png', 'https://cdn.example.com/img/abc', 'x.'])('%j → true', (url) => {
    expect(isImageUrl(url)).toBe(true);
  });
});

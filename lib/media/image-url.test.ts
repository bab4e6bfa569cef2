import { describe, expect, it } from 'vitest';

import { hasUrlScheme, imageRequestUrls, needsLine } from './image-url';

describe('imageRequestUrls / needsLine / hasUrlScheme', () => {
  it('joins a path onto every line, and takes an absolute URL as it is', () => {
    expect(
      imageRequestUrls('/ads/ad-1.jpg', ['https://a.example/cdn/img/', 'https://b.example']),
    ).toEqual(['https://a.example/cdn/img/ads/ad-1.jpg', 'https://b.example/ads/ad-1.jpg']);
    expect(imageRequestUrls('ads/x.png', ['https://a.example/img'])).toEqual([
      'https://a.example/img/ads/x.png',
    ]);
    expect(imageRequestUrls('https://c.example/p.jpg', ['https://a.example'])).toEqual([
      'https://c.example/p.jpg',
    ]);
    expect(imageRequestUrls('//c.example/p.jpg', [])).toEqual(['https://c.example/p.jpg']);
    expect(imageRequestUrls('javascript:alert(1).jpg', ['https://a.example'])).toEqual([]);
    expect(needsLine('/ads/ad-1.jpg')).toBe(true);
    expect(needsLine('http://c.example/p.jpg')).toBe(false);
    expect(needsLine('data:image/png;base64,AA.A')).toBe(false);
    expect(hasUrlScheme(' data:image/png;base64,AA')).toBe(true);
    expect(hasUrlScheme('/ads/ad-1.jpg')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';

import {
  OFFLINE_PAGE_PATH,
  STATIC_ROUTE_RULES,
  isPageNavigation,
  keptOutOfCache,
} from './service-worker-rules';

const APP = 'https://app.example';

describe('keptOutOfCache: what the worker never caches', () => {
  it.each([
    ['/api/app/media/home', 'a BFF answer'],
    ['/api/app/media/h5/m3u8/123', 'a playlist through the BFF'],
    ['/api/health', 'the health probe'],
    ['https://img.example/a/b.jpg', 'an image line'],
    ['https://cdn.example/v/1/index.m3u8', 'a playlist on a media line'],
    ['/hls/seg-0001.ts', 'an HLS segment'],
    ['/media/intro.mp4', 'a video file'],
    ['https://app.example:8443/_next/static/chunks/a.js', 'another origin (port)'],
  ])('%s (%s)', (url) => {
    expect(keptOutOfCache(url, APP)).toBe(true);
  });

  it.each([
    '/_next/static/chunks/app/home/page-0a1b.js',
    '/_next/static/css/0a1b.css',
    '/_next/static/media/font.0a1b.woff2',
    '/icons/icon-192.png',
    '/icon.svg',
    OFFLINE_PAGE_PATH,
  ])('%s may be precached', (url) => {
    expect(keptOutOfCache(url, APP)).toBe(false);
  });

  it('a TypeScript-looking chunk name is not an HLS segment unless it ends in .ts', () => {
    expect(keptOutOfCache('/_next/static/chunks/ts-helpers.js', APP)).toBe(false);
  });
});

describe('isPageNavigation: the loads the worker answers (network, else the offline screen)', () => {
  it('answers a page load of the app', () => {
    expect(isPageNavigation({ mode: 'navigate', url: `${APP}/home` }, APP)).toBe(true);
    expect(isPageNavigation({ mode: 'navigate', url: `${APP}/play/longVideo?id=3` }, APP)).toBe(
      true,
    );
  });

  it('leaves fetches, the BFF, build files and other sites alone', () => {
    expect(isPageNavigation({ mode: 'cors', url: `${APP}/home?_rsc=1` }, APP)).toBe(false);
    expect(isPageNavigation({ mode: 'navigate', url: `${APP}/api/app/x` }, APP)).toBe(false);
    expect(isPageNavigation({ mode: 'navigate', url: `${APP}/_next/static/a.js` }, APP)).toBe(
      false,
    );
    expect(isPageNavigation({ mode: 'navigate', url: 'https://other.example/' }, APP)).toBe(false);
  });
});

describe('STATIC_ROUTE_RULES', () => {
  it('sends build files to the worker and every other non-navigation to the network', () => {
    expect(STATIC_ROUTE_RULES).toEqual([
      { condition: { urlPattern: { pathname: '/_next/static/*' } }, source: 'fetch-event' },
      { condition: { not: { requestMode: 'navigate' } }, source: 'network' },
    ]);
  });
});

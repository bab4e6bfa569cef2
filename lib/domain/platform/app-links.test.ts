import { describe, expect, it } from 'vitest';

import { appLinkFor, isAppPagePath } from './app-links';

describe('app links', () => {
  it('makes an origin app page absolute and leaves an operator’s https link alone', () => {
    expect(appLinkFor('/apps/lite', 'http://localhost:4000')).toBe(
      'http://localhost:4000/apps/lite',
    );
    expect(appLinkFor('/apps/lite', 'https://cdn.example.net/')).toBe(
      'https://cdn.example.net/apps/lite',
    );
    expect(appLinkFor('https://dl.example.net/a.apk', 'http://localhost:4000')).toBe(
      'https://dl.example.net/a.apk',
    );
  });

  it('knows an app page by its path only', () => {
    expect(['/apps/lite', '/apps/a-1'].map(isAppPagePath)).toEqual([true, true]);
    for (const url of [
      '/apps/',
      '/apps/Lite',
      '/apps/a/b',
      '/apps/../x',
      '//evil/apps/x',
      'apps/x',
    ])
      expect(isAppPagePath(url)).toBe(false);
  });
});

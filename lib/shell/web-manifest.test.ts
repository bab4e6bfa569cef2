import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { HOME_PATH } from '@/lib/domain/platform/constants';
import { THEMES, themeColourOf, themeFor } from '@/lib/domain/shell/themes';

import { APP_BACKGROUND, MANIFEST_ICONS, webManifest } from './web-manifest';

const root = join(import.meta.dirname, '..', '..');

describe('webManifest', () => {
  it('installs as a standalone app in Chinese, opening on home', () => {
    const m = webManifest(themeFor(1));
    expect(m).toMatchObject({
      name: '影视社区 · 短视频、长视频与直播',
      short_name: '影视社区',
      lang: 'zh-CN',
      display: 'standalone',
      start_url: HOME_PATH,
      scope: '/',
      id: '/',
    });
  });

  it('takes its theme colour from the configured season', () => {
    for (const theme of THEMES) {
      expect(webManifest(theme).theme_color).toBe(themeColourOf(theme));
    }
    expect(webManifest(themeFor(2)).theme_color).toBe('#165133');
  });

  it('opens on the app’s own background (globals.css --app-bg)', () => {
    const css = readFileSync(join(root, 'app', 'globals.css'), 'utf8');
    expect(css).toContain(`--app-bg: ${APP_BACKGROUND};`);
  });

  it('lists 192 and 512 px PNGs, a maskable one, all present in public/ at their size', () => {
    const sizes = MANIFEST_ICONS.filter((i) => i.type === 'image/png').map(
      (i) => `${i.sizes}:${i.purpose}`,
    );
    expect(sizes).toEqual(['192x192:any', '512x512:any', '512x512:maskable']);
    for (const icon of MANIFEST_ICONS) {
      const file = readFileSync(join(root, 'public', icon.src));
      if (icon.type !== 'image/png') continue;
      // PNG IHDR: width and height, big-endian, at bytes 16 and 20.
      const [w, h] = (icon.sizes ?? '').split('x').map(Number);
      expect([file.readUInt32BE(16), file.readUInt32BE(20)]).toEqual([w, h]);
    }
  });
});

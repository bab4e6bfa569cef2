import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';

import { firstScreen } from '@/lib/bff/catalogue';
import { firstCoverCount, offerFirstCovers } from '@/lib/bff/first-covers';
import { landingConfig } from '@/lib/bff/landing-config';
import { isConsolePath } from '@/lib/domain/admin/console-path';
import { firstScreenCovers } from '@/lib/domain/video/first-covers';
import { LANDING_PATH_HEADER, firstScreenArea } from '@/lib/domain/video/first-screen';
import { themeColourOf, themeCssText, themeFor } from '@/lib/domain/shell/themes';
import { chunkReloadScript } from '@/lib/shell/chunk-reload-script';
import { colorModeBootScript } from '@/lib/shell/color-mode-boot';
import { EARLY_BOOT_SCRIPT } from '@/lib/shell/early-boot-script';
import { NONCE_HEADER } from '@/lib/shell/page-security';
import { themeBootScript } from '@/lib/shell/theme-boot';
import { userActiveBootScript } from '@/lib/shell/user-active';
import { viewportHeightBootScript } from '@/lib/shell/viewport-height';

import { KeptAlive } from './_shell/kept-alive';
import { Providers } from './providers';
import './globals.css';
import './status-page.css';

// Static per build (computed once at module load). The script carries the request's CSP nonce
// (middleware.ts); the style needs none (style-src allows inline styles,
// docs/decisions/0027-page-security-headers.md).
const THEME_CSS = themeCssText();
const HEAD_SCRIPT = [
  chunkReloadScript(),
  themeBootScript(),
  // 深色 / 浅色 / 跟随系统 on <html data-mode> before the first paint (docs/decisions/0038-colour-mode.md).
  colorModeBootScript(),
  viewportHeightBootScript(),
  userActiveBootScript(),
  // The guest login and the tap hold, before the app's code has loaded (issue 36).
  EARLY_BOOT_SCRIPT,
].join(';');

export const metadata: Metadata = {
  title: '影视社区',
  description: '短视频、长视频、直播与社区',
  applicationName: '影视社区',
  formatDetection: { telephone: false },
  // Named, so no browser asks for a /favicon.ico that is not there; iOS's home screen wants a PNG.
  icons: { icon: { url: '/icon.svg', type: 'image/svg+xml' }, apple: '/apple-touch-icon.png' },
  appleWebApp: { capable: true, title: '影视社区', statusBarStyle: 'black-translucent' },
};

// Zoom stays allowed (accessibility: axe's meta-viewport rule); content under the notch is
// handled by safe-area insets, hence viewport-fit=cover. theme-color is the configured season's,
// as in the web manifest (app/manifest.ts): the status bar of the installed app follows it.
export async function generateViewport(): Promise<Viewport> {
  const config = await landingConfig();
  return {
    width: 'device-width',
    initialScale: 1,
    viewportFit: 'cover',
    themeColor: themeColourOf(themeFor(config?.theme)),
  };
}

/** The console's document: the kit's colours (the default theme), nothing of the H5 shell. */
function ConsoleDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="zh-CN" data-theme={themeFor(undefined).theme}>
      <head>
        <style id="theme-vars" dangerouslySetInnerHTML={{ __html: THEME_CSS }} />
      </head>
      <body>{children}</body>
    </html>
  );
}

// Next requires a default export for layouts and pages; everything else is named.
export default async function RootLayout({ children }: { children: ReactNode }) {
  // Rendered per request (headers(): never at build time, when no origin runs). The config comes
  // with the page (lib/bff/landing-config): one round trip less before the first screen, and the
  // right seasonal theme from the first paint. /home and /lld also come with their first
  // screen's public catalogue (lib/bff/catalogue), so their cards arrive as HTML.
  const requestHeaders = await headers();
  const landing = requestHeaders.get(LANDING_PATH_HEADER);
  // The operator console (app/admin) runs none of the H5 shell: no boot script, no guest login.
  if (isConsolePath(landing)) return <ConsoleDocument>{children}</ConsoleDocument>;
  const area = firstScreenArea(landing);
  const nonce = requestHeaders.get(NONCE_HEADER) ?? undefined;
  const [config, screen] = await Promise.all([
    landingConfig(),
    area ? firstScreen(area) : Promise.resolve(null),
  ]);
  // The first covers come as plain images from this server (lib/domain/video/first-covers).
  const covers = screen ? firstScreenCovers(screen.data, firstCoverCount()) : [];
  offerFirstCovers(covers);
  const seed = area && screen ? { area, ...screen, covers } : null;
  return (
    // data-theme: the config's theme, else the default; the head script may still apply this
    // tab's cached config (its truth for the session), with no flash either way.
    <html
      lang="zh-CN"
      data-theme={themeFor(config?.theme).theme}
      // Its value is the config's serverTime: the head script paints this theme over the tab's
      // copy once that copy is old enough for the bootstrap to replace it (CONFIG_REFRESH_SECONDS).
      data-theme-fresh={config ? String(config.serverTime ?? '') : undefined}
      suppressHydrationWarning
    >
      <head>
        <style id="theme-vars" dangerouslySetInnerHTML={{ __html: THEME_CSS }} />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: HEAD_SCRIPT }} />
      </head>
      <body>
        <Providers initialConfig={config} firstScreen={seed} nonce={nonce}>
          <KeptAlive>{children}</KeptAlive>
        </Providers>
      </body>
    </html>
  );
}

import { defineConfig, devices } from '@playwright/test';
import { E2E_KEYS } from './e2e/fixtures/e2e-keys';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium-flags.mjs';

// Debian's Chromium: this machine downloads no browsers. Flags from ARCHITECTURE.md.
const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3100);
const ORIGIN_PORT = Number(process.env.E2E_ORIGIN_PORT ?? 4100);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${WEB_PORT}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      // iPhone-sized viewport with a WebKit-like (iOS Safari) user agent, driven by Chromium.
      name: 'iphone',
      use: {
        ...devices['iPhone 13'],
        defaultBrowserType: 'chromium',
        browserName: 'chromium',
        launchOptions: chromium,
      },
    },
    {
      name: 'android',
      use: { ...devices['Pixel 7'], browserName: 'chromium', launchOptions: chromium },
    },
  ],
  webServer: {
    command: `node scripts/start.mjs --e2e`,
    url: `http://127.0.0.1:${WEB_PORT}/`,
    timeout: 300_000,
    reuseExistingServer: !process.env.CI,
    env: {
      PORT: String(WEB_PORT),
      ORIGIN_PORT: String(ORIGIN_PORT),
      // A short preview keeps the paywall spec quick (the default is 15 s).
      ORIGIN_PREVIEW_SECONDS: '4',
      // The kit gallery (/dev/kit) in the production bundle, for the kit's gesture specs.
      KIT_GALLERY: '1',
      ...E2E_KEYS,
    },
  },
});

// Debian's Chromium and the flags every headless run here uses (ARCHITECTURE.md): this machine
// downloads no browsers. Shared by playwright.config.ts and the bench.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

// Debian's Chromium for the bench, with the flags playwright.config.ts uses
// (scripts/chromium-flags.mjs). Lighthouse needs a debugging port of its own; Playwright
// launches with the same flags through `launchBenchProfile()`.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium-flags.mjs';

/**
 * Deletes a throwaway profile. Chromium's helper processes may still be writing to it for a
 * while after the browser exits; a leftover temp directory must not fail a measurement, so the
 * last resort is one more try a few seconds later, in the background.
 */
export function removeProfile(dir) {
  try {
    rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  } catch {
    setTimeout(() => {
      try {
        rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 500 });
      } catch {
        // left in the temp directory
      }
    }, 5000).unref();
  }
}

/** Headless Chromium with a remote-debugging port and a throwaway profile, for Lighthouse. */
export async function launchDebuggable(port) {
  const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'));
  const child = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_ARGS,
      '--headless=new',
      `--remote-debugging-port=${port}`,
      '--remote-debugging-address=127.0.0.1',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const until = Date.now() + 30_000;
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > until) {
      removeProfile(profile);
      throw new Error(`chromium did not open its debugging port ${port}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    async stop() {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
      removeProfile(profile);
    },
  };
}

/**
 * Playwright's Chromium (the same binary and flags) for in-page measurements, on a profile
 * directory that outlives the browser (a later visit sees its storage).
 */
export function launchBenchProfile(dir, contextOptions = {}) {
  return chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
    ...contextOptions,
  });
}

/** A fresh phone-sized page (fresh profile) with a CDP session, for the diagnostics. */
export async function phonePage() {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  return { browser, page, cdp };
}

/**
 * One Lighthouse performance audit of `url` (mobile defaults) in a fresh debuggable Chromium,
 * stopped after; `options` adds to Lighthouse's flags. Lighthouse is imported here only when
 * asked for (the bench's other parts do not load it). The diagnostics' shared run.
 */
export async function auditOnce(url, port, options = {}) {
  const { default: lighthouse } = await import('lighthouse');
  const browser = await launchDebuggable(port);
  try {
    return await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...options,
    });
  } finally {
    await browser.stop();
  }
}

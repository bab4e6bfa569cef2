import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { expect, test } from '@playwright/test';

import { E2E_KEYS } from './fixtures/e2e-keys';

// The web server of this run was built and started with E2E_KEYS: none of them, in any
// encoding a bundler might produce, may sit in what browsers download.
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

test('no key reaches the browser bundle', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'android', 'the build is the same for every project');
  await page.goto('/home');
  const staticFiles = files(join(process.cwd(), '.next', 'static'));
  expect(staticFiles.length).toBeGreaterThan(5);
  const needles = Object.values(E2E_KEYS).flatMap((key) => [
    key,
    Buffer.from(key).toString('base64'),
    Buffer.from(key, 'hex').length === 32 ? Buffer.from(key, 'hex').toString('base64') : key,
  ]);
  for (const file of staticFiles) {
    const text = readFileSync(file, 'latin1');
    for (const needle of needles) expect(text.includes(needle), `${needle} in ${file}`).toBe(false);
  }
  // The page itself (HTML + inline data) carries none either.
  const html = await page.content();
  for (const needle of needles) expect(html.includes(needle)).toBe(false);
});

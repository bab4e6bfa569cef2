// `npm run e2e:webkit` (issue 26): the WebKit specs (e2e-webkit/*.webkit.ts) on node:test,
// against Debian's WebKitWebDriver under Xvfb and the same e2e stack as Playwright's (a fresh
// seeded origin + `next start`, built first if the sources changed).
// Ports and display: WEBKIT_WEB_PORT (3110), WEBKIT_ORIGIN_PORT (4110), WEBKIT_DRIVER_PORT
// (4444), WEBKIT_DISPLAY (:99, used when DISPLAY is unset). Outside CI a stack already
// answering on the web port is reused, as Playwright's reuseExistingServer.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';

import { E2E_KEYS } from '../e2e/fixtures/e2e-keys';
import { MINIBROWSER } from './fixtures/webkit';

const ROOT = resolve(import.meta.dirname, '..');
const DRIVER_BIN = '/usr/bin/WebKitWebDriver';
const webPort = process.env.WEBKIT_WEB_PORT ?? '3110';
const originPort = process.env.WEBKIT_ORIGIN_PORT ?? '4110';
const driverPort = process.env.WEBKIT_DRIVER_PORT ?? '4444';
const started: ChildProcess[] = [];

function portOpen(port: string): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ host: '127.0.0.1', port: Number(port) });
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

async function waitFor(check: () => Promise<boolean>, ms: number, what: string) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`[webkit] ${what} 未在 ${ms / 1000}s 内就绪`);
}

function start(command: string, args: string[], env: NodeJS.ProcessEnv, quiet = false) {
  const child = spawn(command, args, {
    cwd: ROOT,
    env,
    stdio: quiet ? 'ignore' : 'inherit',
    // Its own process group, so stopping it stops what it started (next, the origin, WebKit).
    detached: true,
  });
  started.push(child);
  return child;
}

function stopAll() {
  for (const child of started.reverse()) {
    if (child.exitCode !== null || child.pid === undefined) continue;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

async function display(): Promise<string> {
  if (process.env.DISPLAY) return process.env.DISPLAY;
  const name = process.env.WEBKIT_DISPLAY ?? ':99';
  const socket = `/tmp/.X11-unix/X${name.slice(1)}`;
  if (!existsSync(socket)) {
    start('Xvfb', [name, '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], process.env, true);
    await waitFor(async () => existsSync(socket), 10_000, `Xvfb ${name}`);
  }
  return name;
}

async function stack() {
  if (!process.env.CI && (await portOpen(webPort))) return;
  const env = {
    ...process.env,
    PORT: webPort,
    ORIGIN_PORT: originPort,
    // As playwright.config.ts: a short preview, and no per-IP limits for many first visits.
    ORIGIN_PREVIEW_SECONDS: '4',
    GUEST_PER_IP_PER_MINUTE: '100000',
    RATE_LIMIT_IP_PER_MINUTE: '1000000',
    ...E2E_KEYS,
  };
  start(process.execPath, ['scripts/start.mjs', '--e2e'], env);
  await waitFor(() => portOpen(webPort), 300_000, `应用 (端口 ${webPort})`);
}

async function main(): Promise<number> {
  if (!existsSync(DRIVER_BIN) || !existsSync(MINIBROWSER)) {
    console.error(
      '[webkit] 缺少 WebKitWebDriver 或 MiniBrowser：apt-get install webkit2gtk-driver',
    );
    return 1;
  }
  const env = { ...process.env, DISPLAY: await display() };
  start(DRIVER_BIN, [`--port=${driverPort}`], env, true);
  await waitFor(() => portOpen(driverPort), 10_000, 'WebKitWebDriver');
  await stack();
  const specs = readdirSync(join(ROOT, 'e2e-webkit'))
    .filter((name) => name.endsWith('.webkit.ts'))
    .map((name) => join('e2e-webkit', name));
  const only = process.argv.slice(2);
  const env2 = {
    ...env,
    WEBKIT_BASE_URL: `http://127.0.0.1:${webPort}`,
    WEBKIT_DRIVER_URL: `http://127.0.0.1:${driverPort}`,
  };
  // One spec file per run, so a failing file can be tried again alone: in CI once, as
  // Playwright's retries do for Chromium; a pass on the retry is reported as flaky.
  const retries = process.env.CI ? 1 : 0;
  let failed = 0;
  for (const spec of only.length ? only : specs) {
    let code = await runSpec(spec, env2);
    for (let attempt = 1; code !== 0 && attempt <= retries; attempt += 1) {
      console.log(`[webkit] ${spec} 失败，重试第 ${attempt} 次`);
      code = await runSpec(spec, env2);
      if (code === 0) console.log(`[webkit] ${spec} 重试通过（不稳定，flaky）`);
    }
    if (code !== 0) failed += 1;
  }
  return failed === 0 ? 0 : 1;
}

function runSpec(spec: string, env: NodeJS.ProcessEnv): Promise<number> {
  const runner = spawn(process.execPath, ['--import', 'tsx', '--test', spec], {
    cwd: ROOT,
    stdio: 'inherit',
    env,
  });
  return new Promise((done) => runner.on('exit', (code) => done(code ?? 1)));
}

process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});
main()
  .catch((error: unknown) => {
    console.error(error);
    return 1;
  })
  .then((code) => {
    stopAll();
    process.exit(code);
  });

// A real origin process for the BFF's tests (origin/seed/serve-demo.ts on PGlite in a temp
// directory), and a browser call through proxyRequest. Used by bff-origin and bff-failover tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { BffConfig } from './env';
import { proxyRequest } from './proxy';
import { bffUrl, TEST_KEYS, UA } from './bff.test-support';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const serveTs = join(root, 'origin', 'seed', 'serve-demo.ts');
const tsxCli = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
export const BOOT_MS = 90_000;

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export type Origin = { url: string; child: ChildProcess; log: string[]; dataDir: string };

export async function startOrigin(encrypt: boolean): Promise<Origin> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bff-origin-'));
  const child = spawn(process.execPath, [tsxCli, serveTs], {
    // The project root, so tsx finds tsconfig's '@/' paths. serve.ts fills unset variables from
    // .env.local there; every one that matters is set here ('' counts as set), so the file cannot win.
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      ...TEST_KEYS,
      KEY_VERSION: '1',
      PREVIOUS_KEY_VERSION: '',
      DATABASE_URL: '',
      ORIGIN_PORT: String(port),
      ORIGIN_HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      START_ENCRYPT_HTTP: encrypt ? '1' : '0',
      START_ENCRYPT_M3U8: encrypt ? '1' : '0',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  const collect = (chunk: Buffer) =>
    log.push(...chunk.toString('utf8').split('\n').filter(Boolean));
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + BOOT_MS;
  while (Date.now() < until) {
    if (child.exitCode !== null) {
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`origin exited early:\n${log.join('\n')}`);
    }
    try {
      await fetch(`${url}/api/app/ping/check`);
      return { url, child, log, dataDir };
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  throw new Error(`origin did not listen within ${BOOT_MS} ms:\n${log.join('\n')}`);
}

export async function stopOrigin(origin: Origin | undefined) {
  if (!origin) return;
  const { child } = origin;
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const force = setTimeout(() => child.kill('SIGKILL'), 8000);
    await exited;
    clearTimeout(force);
  }
  rmSync(origin.dataDir, { recursive: true, force: true });
}

export type Answer = {
  status: number;
  body: { code: number; data: Record<string, unknown> | null; tip: string; msg: string };
};

export async function call(
  config: BffConfig,
  path: string,
  init: { body?: unknown; token?: string; get?: boolean; ip?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { 'x-user-agent': UA, accept: 'application/json' };
  if (init.token) headers.authorization = init.token;
  if (init.ip) headers['x-forwarded-for'] = init.ip;
  if (!init.get) headers['content-type'] = 'application/json';
  const request = new Request(bffUrl(`/api/app/${path}`), {
    method: init.get ? 'GET' : 'POST',
    headers,
    body: init.get ? undefined : JSON.stringify(init.body ?? {}),
  });
  const response = await proxyRequest(request, config);
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

export const originAvailable = existsSync(serveTs);

import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BffConfig } from './env';
import { fetchLandingConfig } from './landing-config';
import { proxyRequest } from './proxy';
import { bffUrl, testConfig, TEST_KEYS, UA } from './bff.test-support';

// The BFF against the real origin process (origin/seed/serve-demo.ts on PGlite in a temp directory), the
// same keys on both sides, with encryption on and then off on both.

const root = fileURLToPath(new URL('../..', import.meta.url));
const serveTs = join(root, 'origin', 'seed', 'serve-demo.ts');
const tsxCli = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const BOOT_MS = 90_000;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

type Origin = { url: string; child: ChildProcess; log: string[]; dataDir: string };

async function startOrigin(encrypt: boolean): Promise<Origin> {
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

async function stopOrigin(origin: Origin | undefined) {
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

type Answer = {
  status: number;
  body: { code: number; data: Record<string, unknown> | null; tip: string; msg: string };
};

async function call(
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

describe.skipIf(!existsSync(serveTs)).each([
  ['on', true],
  ['off', false],
])('BFF → real origin, encryption %s', (_label, encrypt) => {
  let origin: Origin | undefined;
  let config: BffConfig;

  beforeAll(async () => {
    origin = await startOrigin(encrypt);
    const flag = encrypt ? 'on' : 'off';
    // One trusted proxy, so a call's X-Forwarded-For entry is the address the origin sees.
    config = await testConfig(origin.url, {
      START_ENCRYPT_HTTP: flag,
      START_ENCRYPT_M3U8: flag,
      BFF_TRUSTED_PROXY_HOPS: '1',
    });
  }, BOOT_MS + 10_000);
  afterAll(() => stopOrigin(origin), 20_000);

  it('guest login → user/info → ping/config and ping/check', async () => {
    const devID = `bff${Date.now()}abcdef`;
    const guest = await call(config, 'login/guest', {
      body: { devID, affCode: '', token: '' },
      ip: '203.0.113.77',
    });
    expect(guest.status).toBe(200);
    expect(guest.body.code).toBe(200);
    const token = guest.body.data?.token;
    expect(typeof token).toBe('string');

    const again = await call(config, 'login/guest', { body: { devID, affCode: '', token: '' } });
    expect(again.body.data?.id).toBe(guest.body.data?.id);

    const info = await call(config, 'user/info', { token: token as string });
    expect(info.body).toMatchObject({ code: 200, data: { id: guest.body.data?.id } });

    const settings = await call(config, 'ping/config', { token: token as string, get: true });
    expect(settings.body.code).toBe(200);
    expect(settings.body.data).toHaveProperty('domain');

    const check = await call(config, 'ping/check', { get: true });
    expect(check.body).toMatchObject({ code: 200, data: { ok: true } });
    // x-real-ip from the BFF reached the origin (it logs the caller's address per request).
    expect(
      origin!.log.some(
        (line) => line.includes('"path":"/api/app/login/guest"') && line.includes('203.0.113.77'),
      ),
    ).toBe(true);
  });

  it('the config a page is rendered with is the origin’s ping/config, decrypted', async () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    // The origin's clock in the config (serverTime, whole seconds) may tick between two calls.
    const apart = (value: unknown) => {
      const { serverTime, ...rest } = (value ?? {}) as Record<string, unknown>;
      return { serverTime: Number(serverTime), rest };
    };
    const landing = apart(await fetchLandingConfig(iphone, config));
    const direct = apart((await call(config, 'ping/config', { get: true })).body.data);
    expect(landing.rest).toEqual(direct.rest);
    expect(Math.abs(landing.serverTime - direct.serverTime)).toBeLessThanOrEqual(2);
    expect(Array.isArray(landing.rest.domain)).toBe(true);
    // A browser without a usable User-Agent still gets it (the header is built, never missing).
    expect(apart(await fetchLandingConfig(null, config)).rest).toEqual(landing.rest);
  });

  it("a secure call without a token is the origin's 1000, relayed with its status", async () => {
    const info = await call(config, 'user/info');
    expect(info.body.code).toBe(1000);
    expect(info.body.tip).not.toBe('');
  });

  it('a replayed request (same nonce twice) is refused by the origin: 401 / 4001', async () => {
    const nonce = crypto.randomUUID();
    const spy = vi
      .spyOn(crypto, 'randomUUID')
      .mockReturnValue(nonce as ReturnType<typeof crypto.randomUUID>);
    try {
      const first = await call(config, 'ping/check', { get: true });
      const replay = await call(config, 'ping/check', { get: true });
      expect(first.body.code).toBe(200);
      expect(replay.status).toBe(401);
      expect(replay.body.code).toBe(4001);
    } finally {
      spy.mockRestore();
    }
  });

  it("an unlisted path is the BFF's 404 and never reaches the origin", async () => {
    const before = origin!.log.length;
    const response = await proxyRequest(
      new Request(bffUrl('/api/app/admin/secrets'), { method: 'POST', body: '{}' }),
      config,
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 4040 });
    await new Promise((r) => setTimeout(r, 200));
    expect(origin!.log.slice(before).some((line) => line.includes('admin/secrets'))).toBe(false);
  });
});

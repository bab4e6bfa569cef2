// The console's route handler (docs/admin-api.md "The two hops"): only admin calls, only
// same-origin POSTs, the token from the cookie into a signed request to /admin/<call>, and a
// token in the answer into the httpOnly cookie, never to the page.
import { describe, expect, it } from 'vitest';

import { ADMIN_USER_AGENT } from '@/lib/protocol/admin-call';
import { importSignKey, parseApiKeyHeader, verifyRequest } from '@/lib/protocol/sign';

import { ADMIN_COOKIE } from './admin-cookie';
import { proxyAdminRequest } from './admin-proxy';
import { TEST_KEYS, perTestServers, sendJson, startServer, testConfig } from './bff.test-support';

const { servers } = perTestServers();
const TOKEN = 'T'.repeat(43);

function consoleRequest(
  path: string,
  init: { headers?: Record<string, string>; method?: string; body?: string } = {},
) {
  return new Request(`http://localhost:3000/admin/api/${path}`, {
    method: init.method ?? 'POST',
    headers: {
      host: 'localhost:3000',
      origin: 'http://localhost:3000',
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/json',
      cookie: `${ADMIN_COOKIE}=${TOKEN}`,
      'x-forwarded-for': '203.0.113.9',
      ...init.headers,
    },
    body: init.method === 'GET' ? undefined : (init.body ?? '{}'),
  });
}

async function origin(answer: unknown) {
  const server = await startServer((_req, res) => sendJson(res, 200, answer));
  servers.push(server);
  return { server, config: () => testConfig(server.url, { BFF_TRUSTED_PROXY_HOPS: '1' }) };
}

describe('proxyAdminRequest', () => {
  it('forwards a signed call to /admin/<call> with the cookie token and the address', async () => {
    const { server, config } = await origin({ code: 200, data: { items: [] }, tip: '', msg: 'ok' });
    const res = await proxyAdminRequest(consoleRequest('operator/list'), config);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ code: 200, data: { items: [] } });
    const [sent] = server.recorded;
    expect(sent?.url).toBe('/admin/operator/list');
    expect(sent?.headers.authorization).toBe(TOKEN);
    expect(sent?.headers['x-real-ip']).toBe('203.0.113.9');
    const verified = await verifyRequest(await importSignKey(TEST_KEYS.SIGN_KEY), {
      token: TOKEN,
      path: '/admin/operator/list',
      userAgent: ADMIN_USER_AGENT,
      header: String(sent?.headers['x-api-key']),
      now: Math.floor(Date.now() / 1000),
      maxSkewSeconds: 300,
    });
    expect(verified.ok).toBe(true);
    expect(parseApiKeyHeader(String(sent?.headers['x-api-key']))).not.toBeNull();
  });

  it('moves a login token into an httpOnly, SameSite=Strict cookie under /admin', async () => {
    const { config } = await origin({
      code: 200,
      data: { status: 'signed-in', token: 'new-token', me: { name: 'admin' } },
      tip: '',
      msg: 'ok',
    });
    const res = await proxyAdminRequest(consoleRequest('auth/login'), config);
    const body = (await res.json()) as { data: Record<string, unknown> };
    expect(body.data.token).toBeUndefined();
    expect(res.headers.get('set-cookie')).toBe(
      `${ADMIN_COOKIE}=new-token; Path=/admin; HttpOnly; SameSite=Strict`,
    );
  });

  it('clears the cookie at logout and on a dead session', async () => {
    const { config } = await origin({
      code: 1000,
      data: null,
      tip: '登录已失效，请重新登录',
      msg: 'x',
    });
    const res = await proxyAdminRequest(consoleRequest('auth/me'), config);
    expect(res.headers.get('set-cookie')).toMatch(/^yingshi_admin=; .*Max-Age=0$/);
  });

  it('refuses a cross-site POST and an unknown path before any upstream call', async () => {
    const { server, config } = await origin({ code: 200, data: {}, tip: '', msg: 'ok' });
    const cross = await proxyAdminRequest(
      consoleRequest('operator/create', { headers: { origin: 'https://evil.example' } }),
      config,
    );
    expect(cross.status).toBe(403);
    const site = await proxyAdminRequest(
      consoleRequest('operator/create', { headers: { 'sec-fetch-site': 'cross-site' } }),
      config,
    );
    expect(site.status).toBe(403);
    const noOrigin = consoleRequest('operator/create', { headers: { origin: '' } });
    expect((await proxyAdminRequest(noOrigin, config)).status).toBe(403);
    expect((await proxyAdminRequest(consoleRequest('login/guest'), config)).status).toBe(404);
    const get = await proxyAdminRequest(consoleRequest('auth/me', { method: 'GET' }), config);
    expect(get.status).toBe(405);
    expect(server.hits).toBe(0);
  });

  it('forwards an upload chunk as multipart and keeps the status the uploader reads', async () => {
    const server = await startServer((_req, res) =>
      sendJson(res, 415, { code: 4000, data: null, tip: '视频文件不能超过4GB', msg: 'x' }),
    );
    servers.push(server);
    const form = new FormData();
    form.append('chunkNumber', '1');
    form.append('file', new Blob([new Uint8Array([1, 2, 3])]), 'film.mp4');
    const multipart = new Request('http://localhost:3000/admin/api/content/upload/chunk', {
      method: 'POST',
      headers: {
        host: 'localhost:3000',
        origin: 'http://localhost:3000',
        cookie: `${ADMIN_COOKIE}=${TOKEN}`,
      },
      body: form,
    });
    const config = () => testConfig(server.url, { BFF_TRUSTED_PROXY_HOPS: '1' });
    const res = await proxyAdminRequest(multipart, config);
    expect(res.status).toBe(415);
    const [sent] = server.recorded;
    expect(String(sent?.headers['content-type'])).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent?.body.toString('latin1')).toContain('filename="film.mp4"');
    // Any other call's refusal stays a 200 answer.
    const json = await proxyAdminRequest(consoleRequest('content/ingest/list'), config);
    expect(json.status).toBe(200);
  });
});

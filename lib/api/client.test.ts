// The client against a real local HTTP server standing in for the BFF.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { createApiClient, type ApiClientDeps } from './client';
import { TIPS } from '@/lib/protocol/codes';
import { ApiError } from './envelope';

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;

let server: Server;
let base: string;
let handler: Handler;
const seen: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[] =
  [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      handler(req, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/app`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen.length = 0;
});

function reply(status: number, body: unknown, type = 'application/json'): Handler {
  return (_req, _body, res) => {
    res.writeHead(status, { 'content-type': type });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
}

function client(overrides: Partial<ApiClientDeps> = {}) {
  const deps: ApiClientDeps = {
    prefixUrl: base,
    getToken: () => 'tok-1',
    getXUserAgent: () => 'dt=phone;st=h5_ios;av=2.1.1;bn=Safari;bv=17.0',
    onSessionInvalid: vi.fn(() => 'fail' as const),
    onSecureSuccess: vi.fn(),
    ...overrides,
  };
  return { api: createApiClient(deps), deps };
}

describe('api client', () => {
  it('POSTs JSON with Authorization and X-User-Agent and returns the data of code 200', async () => {
    handler = reply(200, { code: 200, data: { id: 5 }, tip: '', msg: 'ok' });
    const { api, deps } = client();
    await expect(api.post('user/info', { userId: 5 })).resolves.toEqual({ id: 5 });
    const [call] = seen;
    expect(call?.method).toBe('POST');
    expect(call?.url).toBe('/api/app/user/info');
    expect(call?.headers.authorization).toBe('tok-1');
    expect(call?.headers['x-user-agent']).toBe('dt=phone;st=h5_ios;av=2.1.1;bn=Safari;bv=17.0');
    expect(call?.headers['content-type']).toContain('application/json');
    expect(JSON.parse(call?.body ?? '')).toEqual({ userId: 5 });
    // user/info is secure and went out with a token: the session is confirmed.
    expect(deps.onSecureSuccess).toHaveBeenCalledTimes(1);
  });

  it('GETs with a query, without Authorization when there is no token', async () => {
    handler = reply(200, { code: 200, data: { theme: 1 }, tip: '', msg: '' });
    const { api, deps } = client({ getToken: () => null });
    await expect(api.get('ping/config', { beforeSession: true })).resolves.toEqual({ theme: 1 });
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.url).toBe('/api/app/ping/config');
    expect(seen[0]?.headers.authorization).toBeUndefined();
    expect(deps.onSecureSuccess).not.toHaveBeenCalled();
  });

  it('does not count a call made before the session as proof of the session', async () => {
    handler = reply(200, { code: 200, data: {}, tip: '', msg: '' });
    const { api, deps } = client();
    await api.post('login/guest', {}, { beforeSession: true });
    expect(deps.onSecureSuccess).not.toHaveBeenCalled();
  });

  it('never throws on an HTTP status: envelope() returns what the BFF said', async () => {
    handler = reply(404, { code: 4040, data: null, tip: '功能暂未开放', msg: 'not found' });
    const { api } = client();
    await expect(api.envelope('media/home')).resolves.toEqual({
      code: 4040,
      data: null,
      tip: '功能暂未开放',
      msg: 'not found',
    });
  });

  it('raises an ApiError with the code and Chinese tip for other codes', async () => {
    handler = reply(200, { code: 4010, data: null, tip: '余额不足', msg: '' });
    const error = await client()
      .api.post('media/pay')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 4010, tip: '余额不足', path: 'media/pay' });
  });

  it('keeps the data a refusal carries (4030 sends the price and preview)', async () => {
    handler = reply(403, {
      code: 4030,
      data: { price: 30 },
      tip: '购买后即可观看完整视频',
      msg: '',
    });
    const error = await client()
      .api.post('media/play', { id: 1 })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 4030, data: { price: 30 } });
  });

  it('answers an accepted code as data, without throwing; other codes still throw', async () => {
    handler = reply(200, {
      code: 4030,
      data: { price: 30 },
      tip: '购买后即可观看完整视频',
      msg: '',
    });
    const { api, deps } = client();
    await expect(api.answer('media/play', { id: 1 }, { accept: [4030] })).resolves.toEqual({
      code: 4030,
      data: { price: 30 },
      tip: '购买后即可观看完整视频',
    });
    // Not a 200: it proves nothing about the session.
    expect(deps.onSecureSuccess).not.toHaveBeenCalled();
    handler = reply(200, { code: 4010, data: null, tip: '钻石余额不足', msg: '' });
    await expect(api.answer('media/pay', { id: 1 }, { accept: [4030] })).rejects.toMatchObject({
      code: 4010,
    });
  });

  it('maps the BFF 502 envelope and an HTML page alike to 5020', async () => {
    handler = reply(502, { code: 5020, data: null, tip: '服务暂时不可用，请稍后重试', msg: '' });
    await expect(client().api.post('user/info')).rejects.toMatchObject({
      code: 5020,
      tip: '服务暂时不可用，请稍后重试',
    });
    handler = reply(502, '<html>Bad Gateway</html>', 'text/html');
    await expect(client().api.post('user/info')).rejects.toMatchObject({ code: 5020 });
  });

  it('turns a refused connection into ApiError 5020 with a Chinese tip', async () => {
    const { api } = client({ prefixUrl: 'http://127.0.0.1:9/api/app' });
    await expect(api.post('user/info')).rejects.toMatchObject({ code: 5020, tip: TIPS.network });
  });

  it('turns a hang into ApiError 5040', async () => {
    handler = () => undefined;
    const { api } = client({ timeoutMs: 200 });
    await expect(api.post('user/info')).rejects.toMatchObject({ code: 5040, tip: TIPS.timeout });
  });

  it('lets a caller abort without turning it into an ApiError', async () => {
    handler = () => undefined;
    const controller = new AbortController();
    const pending = client().api.post('user/info', {}, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    const error = await pending.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
  });

  it('tells the online state what it saw: any answer, or none at all (not an abort, not a hang)', async () => {
    const onNetwork = vi.fn();
    handler = reply(200, { code: 4000, data: null, tip: '账号或密码错误', msg: '' });
    await client({ onNetwork })
      .api.post('user/info')
      .catch(() => undefined);
    handler = reply(502, '<html>Bad Gateway</html>', 'text/html');
    await client({ onNetwork })
      .api.post('user/info')
      .catch(() => undefined);
    expect(onNetwork.mock.calls).toEqual([['answered'], ['answered']]);

    onNetwork.mockClear();
    const refused = client({ onNetwork, prefixUrl: 'http://127.0.0.1:9/api/app' });
    await refused.api.post('user/info').catch(() => undefined);
    expect(onNetwork.mock.calls).toEqual([['failed']]);

    onNetwork.mockClear();
    handler = () => undefined;
    await client({ onNetwork, timeoutMs: 100 })
      .api.post('user/info')
      .catch(() => undefined);
    const controller = new AbortController();
    const pending = client({ onNetwork }).api.post('user/info', {}, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await pending.catch(() => undefined);
    expect(onNetwork).not.toHaveBeenCalled();
  });

  it('on 1000 asks the session guard: "fail" rejects with code 1000', async () => {
    handler = reply(200, { code: 1000, data: null, tip: '登录失效', msg: '' });
    const { api, deps } = client();
    await expect(api.post('user/info')).rejects.toMatchObject({
      code: 1000,
      tip: TIPS.sessionFailed,
    });
    expect(deps.onSessionInvalid).toHaveBeenCalledTimes(1);
  });

  it('on 1000 with "wait" holds the call until the reload (or an abort)', async () => {
    handler = reply(200, { code: 1000, data: null, tip: '', msg: '' });
    const controller = new AbortController();
    const { api } = client({ onSessionInvalid: () => 'wait' });
    let settled = false;
    const pending = api
      .post('user/info', {}, { signal: controller.signal })
      .finally(() => (settled = true));
    await new Promise((r) => setTimeout(r, 100));
    expect(settled).toBe(false);
    controller.abort();
    await expect(pending).rejects.toBeDefined();
  });

  it('holds every call until a token exists, but the bootstrap’s own (before the session)', async () => {
    handler = reply(200, { code: 200, data: { ok: true }, tip: '', msg: '' });
    let token: string | null = null;
    const waiting: (() => void)[] = [];
    const release = () => waiting.forEach((resolve) => resolve());
    const waitForToken = vi.fn(() => new Promise<void>((resolve) => waiting.push(resolve)));
    const { api } = client({ getToken: () => token, waitForToken });

    const secure = api.post('user/info', { userId: 1 });
    // A public call a screen makes waits too (§2: screens wait for the session).
    const announcement = api.post('ping/announcement');
    // The bootstrap's config and guest login go at once.
    await api.get('ping/config', { beforeSession: true });
    await api.post('login/guest', {}, { beforeSession: true });
    await new Promise((r) => setTimeout(r, 20));
    expect(seen.map((s) => s.url)).toEqual(['/api/app/ping/config', '/api/app/login/guest']);

    token = 'tok-late';
    release();
    await expect(secure).resolves.toEqual({ ok: true });
    await expect(announcement).resolves.toEqual({ ok: true });
    expect(
      seen
        .slice(2)
        .map((s) => s.url)
        .sort(),
    ).toEqual(['/api/app/ping/announcement', '/api/app/user/info']);
    expect(seen[2]?.headers.authorization).toBe('tok-late');
    expect(waitForToken).toHaveBeenCalledTimes(2);
  });

  it('a held secure call gives up with its caller (abort), and never goes out', async () => {
    const controller = new AbortController();
    const { api } = client({
      getToken: () => null,
      waitForToken: (signal) =>
        new Promise((_r, reject) => signal?.addEventListener('abort', () => reject(signal.reason))),
    });
    const held = api.post('media/home', { area: 'home' }, { signal: controller.signal });
    controller.abort(new DOMException('unmounted', 'AbortError'));
    await expect(held).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen).toHaveLength(0);
  });

  it('strips a leading slash rather than refusing the path', async () => {
    handler = reply(200, { code: 200, data: 1, tip: '', msg: '' });
    await expect(client().api.request('/user/info')).resolves.toMatchObject({ data: 1 });
    expect(seen[0]?.url).toBe('/api/app/user/info');
  });
});

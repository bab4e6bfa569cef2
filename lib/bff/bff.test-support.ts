import 'server-only';

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

import { loadBffConfig, type BffConfig, type BffEnv } from './env';

// Test support only (imported by *.test.ts, never by the app, hence node:http): real upstream
// servers on 127.0.0.1 random ports, and configurations pointing at them.

export const TEST_KEYS = {
  SIGN_KEY: 'test-sign-key-0123456789abcdef',
  REQUEST_KEY: '1f'.repeat(32),
  RESPONSE_KEY: '2e'.repeat(32),
} as const;

export type Recorded = {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
};

export type TestServer = {
  url: string;
  /** Requests that reached the server, complete or not. */
  hits: number;
  /** Requests whose body arrived completely. */
  recorded: Recorded[];
  close(): Promise<void>;
};

export type Handler = (req: IncomingMessage, res: ServerResponse, body: Buffer) => void;

/** A node:http server; `handle` runs once the request body has fully arrived (never for an aborted one). */
export async function startServer(
  handle: Handler,
  onRequest?: (req: IncomingMessage, res: ServerResponse) => void,
) {
  const server = createServer((req, res) => {
    state.hits += 1;
    onRequest?.(req, res);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      state.recorded.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body,
      });
      handle(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const state: TestServer = {
    url: `http://127.0.0.1:${port}`,
    hits: 0,
    recorded: [],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return state;
}

/**
 * For a test file's top level: servers to close after each test, and console.warn silenced and
 * recorded during it (the BFF logs its own 5xx there); `warn()` is the current test's spy.
 */
export function perTestServers() {
  const servers: TestServer[] = [];
  let spy: MockInstance<typeof console.warn> | undefined;
  beforeEach(() => {
    spy = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    spy?.mockRestore();
    await Promise.all(servers.splice(0).map((s) => s.close()));
  });
  return { servers, warn: () => spy! };
}

export function sendJson(
  res: ServerResponse,
  status: number,
  value: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(value));
}

export function testConfig(originUrl: string, env: BffEnv = {}): Promise<BffConfig> {
  return loadBffConfig({ ...TEST_KEYS, ORIGIN_URL: originUrl, ...env });
}

/** A URL on the BFF's own host, as Next hands it to the route. */
export const bffUrl = (pathAndQuery: string) => `http://localhost:3000${pathAndQuery}`;

export const UA = 'dt=phone;st=h5_android;av=2.1.1;bn=Chrome;bv=120';

// Encodings of '.', '/' and '\\' seen in real traversal attempts: percent, double and triple
// percent, mixed case, overlong UTF-8, %u escapes, full-width and division-slash look-alikes.
// prettier-ignore
const DOTS = ['.', '%2e', '%2E', '%252e', '%252E', '%25252e', '%c0%ae', '%C0%AE', '%e0%80%ae', '%c0%2e', '%u002e', '\uff0e', '%ef%bc%8e'];
// prettier-ignore
const SLASHES = ['/', '\\', '%2f', '%2F', '%252f', '%25252f', '%5c', '%5C', '%255c', '%c0%af', '%e0%80%af', '%c1%9c', '%u2215', '\u2215'];
// prettier-ignore
const DOT_DOTS = [...DOTS.map((d) => d + d), '.%2e', '%2e.', '.%2E', '%2E.', '%2e%2E', '.%252e', '%252e.', '..%00', '..%01', '...', '%2e%2e%2e'];
// Targets no normalisation can turn into an allow-listed call: after '..' is resolved they are
// outside /api/app/ (400) or an unlisted path (404), so "reached the upstream" cannot be excused.
// prettier-ignore
const AUTHORITY = [
  '//evil.com/x', '///evil.com/x', '/\\evil.com/x', '\\\\evil.com\\x', 'http://evil.com', 'https://evil.com/x',
  '//evil.com/api/app/ping/check', '/%2f%2fevil.com/x', '/%5c%5cevil.com/x', '@evil.com', 'evil.com/x',
  '/api/app//evil.com', '/api/app//evil.com/x', '/api/app///evil.com', '/api/app/\\\\evil.com', '/api/app/%5c%5cevil.com',
  '/api/app/%2f%2fevil.com', '/api/app/%252f%252fevil.com', '/api/app/http://evil.com', '/api/app/https://evil.com/x',
  '/api/app/http:%2f%2fevil.com', '/api/app/http%3a%2f%2fevil.com', '/api/app/http:\\\\evil.com', '/api/app/@evil.com',
  '/api/app/%40evil.com', '/api/app/ping@evil.com/check', '/api/app/ping%40evil.com/check', '/api/app/user:pass@evil.com/x',
  '/api/app/evil.com:80/x', '/api/app/[::1]/x', '/api/app/127.0.0.1:4000/x', '/api/app/%68ttp://evil.com',
  '/api/app/javascript:alert(1)', '/api/app/file:///etc/passwd', '/api/app/ping/check;jsessionid=1', '/api/app/ping;x=1/check',
  '/api/app/ping/check%3bx', '/api/app/ping/check%00', '/api/app/ping%00/check', '/api/app/ping/check%0d%0aX-Injected:%201',
  '/api/app/ping/check%0aHost:evil.com', '/api/app/ping/check%09', '/api/app/ping/check%20', '/api/app/ping\u0000/check',
  '/api/app/ping/check\r\nHost: evil.com', '/api/app/ping/check\t/x', '/api/app/ping\u007f/check', '/api/app/ping/check%7f',
  '/api/app/ping/check/', '/api/app/ping//check', '/api/app/', '/api/app', '/api', '/', '/api/app/./internal/debug',
  '/api/app/internal/./debug', '/api/app/~/x', '/api/app/ping/check.json', '/api/app/ping/check%2f', '/api/app/ping/check%23x',
  '/api/app/%u0070ing/check', '/api/app/p%69ng/check', '/api/app/ping/ch%65ck', '/api/app/ping%2Fcheck', '/api/app/ping%5Ccheck',
  `/api/app/${'a/'.repeat(200)}x`, `/api/app/${'x'.repeat(5000)}`, `/api/app/ping/${'a'.repeat(65)}`, '/api/app/ping/check#frag',
  '/api/app/ping/check#@evil.com', '/api/app/ping/check?x=1#y', '/api/app/admin', '/api/app/ping/check/x', '/api/app/PING/CHECK',
  '/API/APP/ping/check', '/api/App/ping/check', '/api/app/ping/CHECK', '/api/app/media/h5/m3u8/', '/api/app/media/h5/m3u8/a.b',
  '/api/app/media/h5/m3u8/%2e%2e', '/api/app/media/h5/m3u8/..%2f..%2fuser', `/api/app/media/h5/m3u8/${'9'.repeat(65)}`,
  '/api/app/ping/check\u00e9', '/api/app/\u2024\u2024/x', '/api/app/%e2%80%a4%e2%80%a4/x',
];

/** Traversal and authority payloads as a path-and-query (prepend a host for request.url). */
export function traversalPayloads(): string[] {
  const out = new Set<string>(AUTHORITY);
  for (const dd of DOT_DOTS) {
    for (const sl of SLASHES) {
      out.add(`/api/app/${dd}${sl}${dd}${sl}internal/debug`);
      out.add(`/api/app/ping/${dd}${sl}internal/debug`);
      out.add(`/api/app/ping/check${sl}${dd}`);
      out.add(`/api/app/ping/check/${dd}${sl}`);
    }
  }
  for (const d of DOTS) {
    for (const sl of SLASHES) out.add(`/api/app/${d}${sl}internal`);
  }
  return [...out];
}

import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { BffConfig } from './env';
import { startServer, testConfig, type TestServer } from './bff.test-support';
import {
  BOOT_MS,
  call,
  originAvailable,
  startOrigin,
  stopOrigin,
  type Origin,
} from './real-origin.test-support';

// An origin killed with a call in flight (docs/deploy.md "Failover"): the call reached it and
// spent its nonce, then the balancer answered 502 or dropped the connection. The BFF sends a
// repeatable call once more, signed afresh (the same bytes again would be a replay, 4001);
// any other call fails as it did. A real origin behind a proxy that loses the first request.

type Loss = '502' | 'drop';

/** Forwards to `origin`; the first request after arm() reaches it, and its answer is lost. */
async function losingBalancer(origin: string) {
  const seen: { path: string; apiKey: string }[] = [];
  let armed: Loss | null = null;
  const forward = (req: IncomingMessage, res: ServerResponse, body: Buffer) => {
    const loss = armed;
    armed = null;
    seen.push({ path: req.url ?? '', apiKey: String(req.headers['x-api-key']) });
    const upstream = httpRequest(
      new URL(req.url ?? '/', origin),
      { method: req.method, headers: { ...req.headers, connection: 'close' } },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (c: Buffer) => chunks.push(c));
        answer.on('end', () => {
          if (loss === 'drop') return void req.socket.destroy();
          if (loss === '502') {
            res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>502 Bad Gateway</h1>');
            return;
          }
          res.writeHead(answer.statusCode ?? 502, answer.headers).end(Buffer.concat(chunks));
        });
      },
    );
    upstream.end(body);
  };
  const server: TestServer = await startServer(forward);
  return {
    server,
    seen,
    arm(loss: Loss) {
      armed = loss;
      seen.length = 0;
    },
  };
}

describe.skipIf(!originAvailable)('BFF → balancer that loses a call → real origin', () => {
  let origin: Origin | undefined;
  let balancer: Awaited<ReturnType<typeof losingBalancer>>;
  let config: BffConfig;
  let token: string;

  beforeAll(async () => {
    origin = await startOrigin(true);
    balancer = await losingBalancer(origin.url);
    config = await testConfig(balancer.server.url, {
      START_ENCRYPT_HTTP: 'on',
      START_ENCRYPT_M3U8: 'on',
    });
    const guest = await call(config, 'login/guest', {
      body: { devID: `failover${Date.now()}abc`, affCode: '', token: '' },
    });
    token = guest.body.data?.token as string;
  }, BOOT_MS + 10_000);
  afterAll(async () => {
    await balancer?.server.close();
    await stopOrigin(origin);
  }, 20_000);

  it.each<[Loss, string, boolean]>([
    ['502', 'ping/check', true],
    ['drop', 'ping/check', true],
    ['502', 'media/home', false],
    ['drop', 'media/home', false],
  ])('%s on %s: sent again with a fresh nonce, answered 200', async (loss, path, get) => {
    balancer.arm(loss);
    const body = get ? undefined : { area: 'home' };
    const answer = await call(config, path, { token, get, body });
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe(200);
    // Both attempts reached the origin, each with its own signature and nonce.
    expect(balancer.seen.map((s) => s.path.split('?')[0])).toEqual([
      `/api/app/${path}`,
      `/api/app/${path}`,
    ]);
    expect(new Set(balancer.seen.map((s) => s.apiKey)).size).toBe(2);
  });

  it('a call not safe to repeat (media/play counts a view) is not sent again', async () => {
    balancer.arm('502');
    const answer = await call(config, 'media/play', { token, body: { id: 1 } });
    expect(answer.status).toBe(502);
    expect(balancer.seen).toHaveLength(1);
  });
});

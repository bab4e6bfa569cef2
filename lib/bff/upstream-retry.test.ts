import type { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';

import { proxyRequest } from './proxy';
import { bffUrl, perTestServers, sendJson, startServer, testConfig, UA } from './bff.test-support';

// When the origin drops a connection without answering, the BFF sends the call once more on a
// new connection only if that cannot run it twice (docs/protocol.md "Hop 2", upstream.ts): a
// GET when nothing of an answer came; a JSON POST only when the connection was reset before any
// answer (the origin had closed it: it never read the request). Never an upload, never twice.

const { servers } = perTestServers();

type Misdeed = 'reset' | 'close-after-body' | 'half-answer';

/**
 * An origin that answers the first request on each connection and misbehaves on the ones after
 * it (`always`: on every request): 'reset' drops the connection with a RST as the request
 * arrives, 'close-after-body' reads the whole request and closes without a word, 'half-answer'
 * starts an answer and closes.
 */
async function flakyOrigin(misdeed: Misdeed, always = false) {
  const served = new WeakMap<Socket, number>();
  const connections = new Set<Socket>();
  const handled: string[] = [];
  const apiKeys: string[] = [];
  const server = await startServer(
    (req, res, body) => {
      if (req.socket.destroyed) return;
      if (misdeed === 'close-after-body' && misbehaves(req.socket)) {
        handled.push(body.toString('utf8'));
        req.socket.end();
        return;
      }
      handled.push(body.toString('utf8'));
      sendJson(res, 200, { code: 200, data: { n: handled.length }, tip: '', msg: 'ok' });
    },
    (req, res) => {
      connections.add(req.socket);
      served.set(req.socket, (served.get(req.socket) ?? 0) + 1);
      apiKeys.push(String(req.headers['x-api-key']));
      if (!misbehaves(req.socket)) return;
      if (misdeed === 'reset') req.socket.resetAndDestroy();
      if (misdeed === 'half-answer') {
        res.socket?.write('HTTP/1.1 200 OK\r\ncontent-type: application/json\r\n');
        req.socket.destroy();
      }
    },
  );
  function misbehaves(socket: Socket) {
    return always || (served.get(socket) ?? 0) > 1;
  }
  servers.push(server);
  return { server, handled, apiKeys, connections };
}

const call = (path: string, body?: string | ReadableStream<Uint8Array>, form = false) =>
  new Request(bffUrl(`/api/app/${path}`), {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'x-user-agent': UA,
      authorization: 'tok',
      ...(body === undefined
        ? {}
        : { 'content-type': form ? 'multipart/form-data; boundary=x' : 'application/json' }),
    },
    body,
    duplex: 'half',
  } as RequestInit);

async function twice(origin: string, first: Request, second: Request) {
  const config = await testConfig(origin, { START_ENCRYPT_HTTP: 'off' });
  expect((await proxyRequest(first, config)).status).toBe(200);
  // undici parks a socket for one turn of the event loop after an answer; a request sent
  // sooner would get a new connection, and the second request must reuse the first's.
  await new Promise((resolve) => setTimeout(resolve, 20));
  const answer = await proxyRequest(second, config);
  return { status: answer.status, body: (await answer.json()) as { code: number } };
}

describe('sent again, once, on a new connection', () => {
  it('a GET whose kept-alive connection the origin closed without answering', async () => {
    const { server, handled, apiKeys, connections } = await flakyOrigin('close-after-body');
    const again = await twice(server.url, call('ping/check'), call('ping/check'));
    expect(again).toMatchObject({ status: 200, body: { code: 200 } });
    expect(handled).toHaveLength(3);
    expect(connections.size).toBe(2);
    // Signed afresh: the origin may have recorded the first nonce, a replay would be 4001.
    expect(new Set(apiKeys).size).toBe(3);
  });

  it('a JSON POST reset before any byte of an answer: the origin never read it', async () => {
    const { server, handled, connections } = await flakyOrigin('reset');
    const again = await twice(server.url, call('user/info', '{}'), call('user/info', '{"a":1}'));
    expect(again).toMatchObject({ status: 200, body: { code: 200 } });
    // The reset request never reached a handler; the resent one did, once.
    expect(handled).toEqual(['{}', '{"a":1}']);
    expect(connections.size).toBe(2);
  });
});

describe('not sent again', () => {
  it('a JSON POST the origin read whole and dropped: it may have run it', async () => {
    const { server, handled } = await flakyOrigin('close-after-body');
    const again = await twice(server.url, call('user/info', '{}'), call('user/info', '{"a":1}'));
    expect(again).toMatchObject({ status: 502, body: { code: 5020 } });
    expect(handled).toEqual(['{}', '{"a":1}']);
  });

  it('a GET whose answer had started', async () => {
    const { server } = await flakyOrigin('half-answer');
    const again = await twice(server.url, call('ping/check'), call('ping/check'));
    expect(again).toMatchObject({ status: 502, body: { code: 5020 } });
    expect(server.hits).toBe(2);
  });

  it('an upload (its body streamed through and gone)', async () => {
    const { server } = await flakyOrigin('reset', true);
    const config = await testConfig(server.url, { START_ENCRYPT_HTTP: 'off' });
    const answer = await proxyRequest(call('upload/img', '--x--\r\n', true), config);
    expect(answer.status).toBe(502);
    expect(server.hits).toBe(1);
  });

  it('a second time: one retry at most', async () => {
    const { server } = await flakyOrigin('reset', true);
    const config = await testConfig(server.url, { START_ENCRYPT_HTTP: 'off' });
    const answer = await proxyRequest(call('ping/check'), config);
    expect(answer.status).toBe(502);
    expect(server.hits).toBe(2);
  });
});

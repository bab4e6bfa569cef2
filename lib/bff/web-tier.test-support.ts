import 'server-only';

import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';

import { installRequestHook, uninstallRequestHook } from './node-request-hook';

// Test support only: the web tier as `next start` runs the BFF's route, over real HTTP, so a
// test can send from several loopback addresses (127.0.0.2, 127.0.0.3…) and any method. What
// Next does between the socket and the handler that matters here is reproduced, nothing more
// (node_modules/next/dist/server/base-server.js, web/http.js, spec-extension/adapters/
// next-request.js): `x-forwarded-for ??= socket.remoteAddress`; a method outside Next's seven
// is answered 400; the handler gets a fetch Request, whose constructor throws on TRACE and
// TRACK (Next answers that 500). The hook is installed as instrumentation.ts installs it.

const NEXT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH']);

export type RouteHandler = (request: Request) => Response | Promise<Response>;

export type WebTier = { url: string; close(): Promise<void> };

function toRequest(req: IncomingMessage, port: number, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const bodied = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(`http://localhost:${port}${req.url}`, {
    method: req.method,
    headers,
    body: bodied ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    duplex: 'half',
    signal,
  } as RequestInit);
}

// Tiers open now: the hook goes when the last one closes, so the next test file's own HTTP
// servers (they share the worker, vitest.config.ts) never meet it.
let openTiers = 0;

export async function startWebTier(handler: RouteHandler): Promise<WebTier> {
  installRequestHook();
  openTiers += 1;
  const server = createServer((req, res) => {
    req.headers['x-forwarded-for'] ??= req.socket.remoteAddress;
    if (!NEXT_METHODS.has(req.method ?? '')) {
      res.writeHead(400).end();
      return;
    }
    // As Next does: the handler's request aborts when the browser's connection closes early.
    const gone = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) gone.abort();
    });
    let request: Request;
    try {
      request = toRequest(req, port, gone.signal);
    } catch {
      res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
      return;
    }
    // A handler that throws is Next's 500 as well.
    void Promise.resolve()
      .then(() => handler(request))
      .then(
        async (response) => {
          res.writeHead(response.status, Object.fromEntries(response.headers));
          if (!response.body) return void res.end();
          // Written as it comes, as Next pipes a streamed body: an event stream is never gathered.
          const reader = response.body.getReader();
          res.on('close', () => void reader.cancel().catch(() => undefined));
          try {
            for (;;) {
              const { done, value } = await reader.read();
              if (done) break;
              res.write(value);
            }
            res.end();
          } catch {
            res.destroy();
          }
        },
        () => res.writeHead(500).end(),
      );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        if (server.listening && --openTiers === 0) uninstallRequestHook();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type Sent = { status: number; headers: IncomingMessage['headers']; body: string };

/** One request from the loopback address `from` (127.0.0.2, 127.0.0.3…: a client of its own). */
export function sendFrom(
  from: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { method: init.method ?? 'GET', headers: init.headers, localAddress: from, agent: false },
      (res) =>
        void res.toArray().then((chunks: Buffer[]) =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        ),
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

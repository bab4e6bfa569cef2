import 'server-only';

import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';

import { serve } from '@hono/node-server';
import { pino } from 'pino';

import type { OriginConfig } from '@/origin/config';
import type { AppDeps } from '@/origin/http/context';
import { createHarness, type Harness } from '@/origin/test/harness';
import { openTestDb, type TestDb } from '@/origin/test/test-db';

import { bffUrl, TEST_KEYS, UA } from '@/lib/bff/bff.test-support';

// Test support only: the real origin app (origin/app.ts on a seeded test database) served over
// HTTP on 127.0.0.1 by @hono/node-server as origin/serve.ts serves it, with the BFF's test keys,
// the clock of the moment it started (standing still, so per-minute windows never roll over
// mid-test), and its access log kept for assertions (the `ip` it saw, the paths it served).
// It lives in test/, not lib/bff: lib never imports origin (eslint.config.mjs), tests aside.

export type OriginLogLine = {
  path?: string;
  ip?: string;
  status?: number;
  code?: number;
  /** true when the request was sealed (x-encrypted: 1 with a known key version). */
  encrypted?: boolean;
};

export type TestOrigin = {
  url: string;
  harness: Harness;
  /** Its database, for a test's own setup (a service identity, rows of its own). */
  db: TestDb['db'];
  /** The origin's access log, one parsed line per request it answered. */
  log: OriginLogLine[];
  close(): Promise<void>;
};

export async function startTestOrigin(
  config: Partial<OriginConfig> = {},
  deps: Partial<AppDeps> = {},
): Promise<TestOrigin> {
  const db = await openTestDb();
  // Listening first (any free port), then built on that port: its config names its own URL.
  const built: { harness?: Harness } = {};
  // The bindings (the node request and response) go through: body-limit.ts and client-ip.ts read them.
  const server = serve({
    fetch: (request, env) => built.harness!.app.fetch(request, env),
    port: 0,
    hostname: '127.0.0.1',
  });
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const log: OriginLogLine[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line) log.push(JSON.parse(line) as OriginLogLine);
      }
      done();
    },
  });
  const harness = await createHarness(db.db, {
    config: {
      port,
      publicUrl: url,
      signKey: TEST_KEYS.SIGN_KEY,
      keyVersions: [
        { version: '1', requestKey: TEST_KEYS.REQUEST_KEY, responseKey: TEST_KEYS.RESPONSE_KEY },
      ],
      ...config,
    },
    deps: { logger: pino({ level: 'info' }, sink), ...deps },
  });
  // The BFF signs with the real clock; the origin's stands still at that moment.
  harness.clock.ms = Date.now();
  built.harness = harness;
  return {
    url,
    harness,
    db: db.db,
    log,
    async close() {
      (server as Server).closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await db.close();
    },
  };
}

/** A browser's JSON call to the BFF (POST with `body`, or GET), as a Request for proxyRequest. */
export function bffCall(
  path: string,
  init: { body?: string; token?: string; headers?: Record<string, string> } = {},
): Request {
  const headers: Record<string, string> = { 'x-user-agent': UA, ...init.headers };
  if (init.token) headers.authorization = init.token;
  if (init.body === undefined) return new Request(bffUrl(`/api/app/${path}`), { headers });
  headers['content-type'] ??= 'application/json';
  return new Request(bffUrl(`/api/app/${path}`), { method: 'POST', headers, body: init.body });
}

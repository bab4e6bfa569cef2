// A stream call through the BFF, over real HTTP on both hops: the web tier (test-web-tier.ts, the
// BFF's route as next start serves it) in front of the real origin (test/test-origin.ts), with a
// tap on the connection between them recording what the origin sends. The browser gets each
// event as plain JSON before the reply has ended; on the origin's hop every event is sealed; the
// browser leaving aborts the origin's provider and the partial reply is kept; a refusal before the
// stream is an ordinary JSON answer; a hop cut mid-stream reaches the browser as an error event.
import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { TIP_COMPANION_NO_CREDITS } from '@/lib/domain/ai/companion';
import { SseParser } from '@/lib/protocol/stream';
import { scriptedProvider, setCredits, type Script } from '@/origin/test/companion-fixtures';

import { proxyRequest } from './proxy';
import { startTestOrigin, type TestOrigin } from '@/test/test-origin';
import { testConfig, UA } from './bff.test-support';
import { startWebTier, type WebTier } from './web-tier.test-support';

type Tap = {
  url: string;
  bytes(): string;
  cutWhen(test: (seen: string) => boolean): void;
  close(): Promise<void>;
};

/**
 * A TCP relay in front of the origin recording what the origin sends, able to cut a connection
 * once what it carried passes a test.
 */
async function startTap(origin: string): Promise<Tap> {
  const target = new URL(origin);
  const seen: Buffer[] = [];
  let cut: ((text: string) => boolean) | null = null;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => undefined);
      s.on('close', () => sockets.delete(s));
    }
    client.pipe(upstream);
    const mine: Buffer[] = [];
    upstream.on('data', (data: Buffer) => {
      seen.push(data);
      mine.push(data);
      client.write(data);
      // What passed the test is delivered, then the connection goes.
      if (cut?.(Buffer.concat(mine).toString('utf8'))) {
        cut = null;
        client.end(() => client.destroy());
        upstream.destroy();
      }
    });
    upstream.on('end', () => client.end());
    client.on('close', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    bytes: () => Buffer.concat(seen).toString('utf8'),
    cutWhen(test) {
      cut = test;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

let origin: TestOrigin;
let tap: Tap;
let web: WebTier;
let script: Script;
let requests: ReturnType<typeof scriptedProvider>['requests'];

beforeAll(async () => {
  const fake = scriptedProvider(() => script);
  requests = fake.requests;
  origin = await startTestOrigin({ guestPerIpPerMinute: 10_000 }, { ai: fake.provider });
  tap = await startTap(origin.url);
  const config = await testConfig(tap.url);
  web = await startWebTier((request) => proxyRequest(request, config));
}, 120_000);
afterAll(async () => {
  await web?.close();
  await tap?.close();
  await origin?.close();
});
beforeEach(() => {
  script = { pieces: [] };
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

async function guest(credits: number): Promise<{ token: string; id: number }> {
  const r = await fetch(`${web.url}/api/app/login/guest`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-user-agent': UA },
    body: JSON.stringify({
      devID: `bff-stream-${Date.now()}-${Math.random()}`,
      affCode: '{}',
      token: '',
    }),
  });
  const { data } = (await r.json()) as { data: { token: string; id: number } };
  await fetch(`${web.url}/api/app/aiGirlfriend/gianBalance`, {
    headers: { authorization: data.token, 'x-user-agent': UA },
  });
  await setCredits(origin.db, data.id, credits);
  return data;
}

const chatRequest = (token: string, text: string, signal?: AbortSignal) =>
  fetch(`${web.url}/api/app/aiGirlfriend/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-user-agent': UA, authorization: token },
    body: JSON.stringify({ personaId: 1, text }),
    signal,
  });

type Event = { event: string; envelope: { code: number; data: any; tip: string; hash?: unknown } }; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The browser's reader: each event as it arrives. */
async function* events(response: Response): AsyncGenerator<Event> {
  const parser = new SseParser();
  const decoder = new TextDecoder();
  const reader = response.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    for (const e of parser.push(decoder.decode(value, { stream: true })))
      yield { event: e.event, envelope: JSON.parse(e.data) as Event['envelope'] };
  }
}

/** A gate the test opens: the provider waits on it before each piece after the first. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { wait: () => opened, open };
}

describe('a stream call through the BFF', () => {
  it('relays each event at once, as plain JSON, while the origin’s hop carries them sealed', async () => {
    const me = await guest(100);
    const held = gate();
    script = { pieces: ['第一句，', '第二句。'], gate: held.wait };
    const response = await chatRequest(me.token, '你好');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store, no-transform');
    const reader = events(response);
    // The first piece reaches the browser while the provider still waits: nothing is gathered.
    const first = (await reader.next()).value as Event;
    expect(first).toEqual({
      event: 'chunk',
      envelope: { code: 200, data: { text: '第一句，', balance: 99 }, tip: '', msg: 'ok' },
    });
    held.open();
    const rest: Event[] = [];
    for await (const e of reader) rest.push(e);
    expect(rest.map((e) => e.event)).toEqual(['chunk', 'end']);
    expect(rest[1]!.envelope.data).toMatchObject({
      reason: 'done',
      reply: { text: '第一句，第二句。' },
    });
    expect(rest.every((e) => e.envelope.hash === undefined)).toBe(true);
    // What crossed the origin's hop: event-stream framing around sealed envelopes, no plain text.
    const hop = tap.bytes();
    expect(hop).toContain('event: chunk');
    expect(hop).toMatch(/"hash":true,"data":"[A-Za-z0-9+/=]+"/);
    expect(hop).not.toContain('第一句');
    expect(hop).not.toContain('第二句');
  });

  it('the browser leaving aborts the origin’s provider; the reply so far is kept', async () => {
    const me = await guest(100);
    script = {
      pieces: Array.from({ length: 200 }, (_, i) => `句${i}`),
      gate: () => new Promise((resolve) => setTimeout(resolve, 10)),
    };
    const leave = new AbortController();
    const response = await chatRequest(me.token, '讲个故事', leave.signal);
    let chunks = 0;
    await expect(
      (async () => {
        for await (const e of events(response))
          if (e.event === 'chunk' && ++chunks === 3) leave.abort();
      })(),
    ).rejects.toThrow();
    await expect.poll(() => requests.at(-1)?.signal?.aborted).toBe(true);
    const synced = await fetch(`${web.url}/api/app/aiGirlfriend/sync`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-user-agent': UA, authorization: me.token },
      body: JSON.stringify({ personaId: 1 }),
    }).then((r) => r.json() as Promise<{ data: { messages: { status: string; text: string }[] } }>);
    const reply = synced.data.messages.at(-1)!;
    expect(reply.status).toBe('stopped');
    expect(reply.text.startsWith('句0句1句2')).toBe(true);
    expect(reply.text.length).toBeLessThan(200 * 3);
  });

  it('a refusal before the stream is an ordinary JSON answer, HTTP 200', async () => {
    const me = await guest(0);
    const response = await chatRequest(me.token, '你好');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toMatchObject({ code: 4010, tip: TIP_COMPANION_NO_CREDITS });
  });

  it('a hop cut mid-stream reaches the browser as an error event', async () => {
    const me = await guest(100);
    const held = gate();
    script = { pieces: ['在的，', '我一直在。'], gate: held.wait };
    tap.cutWhen((seen) => seen.includes('event: chunk'));
    const response = await chatRequest(me.token, '在吗');
    const got: Event[] = [];
    for await (const e of events(response)) got.push(e);
    held.open();
    expect(got[0]).toMatchObject({ event: 'chunk', envelope: { data: { text: '在的，' } } });
    expect(got.at(-1)).toMatchObject({
      event: 'error',
      envelope: { code: 5020, tip: '网络连接异常，请稍后再试' },
    });
  });

  it('an origin silent past the BFF’s timeout: the browser gets an error event, the origin is aborted', async () => {
    const quick = await testConfig(tap.url, { BFF_TIMEOUT_MS: '400' });
    const impatient = await startWebTier((request) => proxyRequest(request, quick));
    try {
      const me = await guest(100);
      const held = gate();
      script = { pieces: ['嗯…', '让我想想'], gate: held.wait };
      const response = await fetch(`${impatient.url}/api/app/aiGirlfriend/chat`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-user-agent': UA,
          authorization: me.token,
        },
        body: JSON.stringify({ personaId: 1, text: '你在想什么' }),
      });
      const got: Event[] = [];
      for await (const e of events(response)) got.push(e);
      expect(got.map((e) => e.event)).toEqual(['chunk', 'error']);
      expect(got[1]!.envelope).toMatchObject({ code: 5040, tip: '请求超时，请稍后再试' });
      await expect.poll(() => requests.at(-1)?.signal?.aborted).toBe(true);
      held.open();
    } finally {
      await impatient.close();
    }
  });
});

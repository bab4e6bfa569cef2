// The browser's stream client against a transport the test writes byte by byte: the request it
// sends, each chunk handed over before the stream ends, how each ending is told apart (end,
// error event, a JSON refusal, a stream cut short or gone silent, the caller's stop).
import { describe, expect, it, vi } from 'vitest';

import { sseEvent } from '@/lib/protocol/stream';

import { createStreamClient } from './stream';

const encoder = new TextEncoder();

/** A transport whose answer the test writes as it likes; the request it got is kept. */
function transport() {
  let writer!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (writer = c) });
  const sent: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    sent.push({ url: String(url), init: init! });
    init?.signal?.addEventListener('abort', () =>
      writer.error(new DOMException('gone', 'AbortError')),
    );
    return new Response(body, { headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
  });
  const write = (event: 'chunk' | 'end' | 'error', envelope: unknown) =>
    writer.enqueue(encoder.encode(sseEvent(event, JSON.stringify(envelope))));
  return { fetch, sent, write, close: () => writer.close() };
}

const ok = (data: unknown) => ({ code: 200, data, tip: '', msg: 'ok' });

function client(fetch: typeof globalThis.fetch, idleMs?: number) {
  const onSessionInvalid = vi.fn();
  return {
    onSessionInvalid,
    streams: createStreamClient({
      prefixUrl: '/api/app',
      getToken: () => 'tok',
      getXUserAgent: () => 'dt=phone;st=h5_ios;av=2.1.1;bn=Safari;bv=17',
      onSessionInvalid,
      fetch,
      idleMs,
    }),
  };
}

const input = { personaId: 1, text: '你好' };

describe('the stream client', () => {
  it('sends the call with the usual headers and hands over each chunk before the end', async () => {
    const t = transport();
    const got: string[] = [];
    const { streams } = client(t.fetch);
    const done = streams.stream('aiGirlfriend/chat', input, { onChunk: (c) => got.push(c.text) });
    await vi.waitFor(() => expect(t.sent).toHaveLength(1));
    t.write('chunk', ok({ text: '你', balance: 9 }));
    t.write('chunk', ok({ text: '好呀', balance: 9 }));
    await vi.waitFor(() => expect(got).toEqual(['你', '好呀']));
    t.write('end', ok({ reason: 'done' }));
    expect(await done).toEqual({ kind: 'end', data: { reason: 'done' } });
    const { url, init } = t.sent[0]!;
    expect(url).toBe('/api/app/aiGirlfriend/chat');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({
      Authorization: 'tok',
      'X-User-Agent': 'dt=phone;st=h5_ios;av=2.1.1;bn=Safari;bv=17',
      accept: 'text/event-stream',
    });
    expect(JSON.parse(init.body as string)).toEqual(input);
  });

  it('an error event ends it with its tip', async () => {
    const t = transport();
    const done = client(t.fetch).streams.stream('aiGirlfriend/chat', input);
    await vi.waitFor(() => expect(t.sent).toHaveLength(1));
    t.write('error', { code: 5000, data: null, tip: 'AI服务繁忙，请稍后再试', msg: 'ai_busy' });
    expect(await done).toEqual({ kind: 'error', code: 5000, tip: 'AI服务繁忙，请稍后再试' });
  });

  it('a stream that stops without its end is a network failure', async () => {
    const t = transport();
    const done = client(t.fetch).streams.stream('aiGirlfriend/chat', input);
    await vi.waitFor(() => expect(t.sent).toHaveLength(1));
    t.write('chunk', ok({ text: '你', balance: 1 }));
    t.close();
    expect(await done).toMatchObject({ kind: 'error', code: 5020 });
  });

  it('a JSON answer is the refusal before the stream; a 1000 goes to the session guard', async () => {
    const json = (body: unknown) =>
      vi.fn(
        async () =>
          new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
      );
    const short = client(json({ code: 4010, data: null, tip: '积分不足，请先充值积分', msg: '' }));
    expect(await short.streams.stream('aiGirlfriend/chat', input)).toEqual({
      kind: 'refused',
      code: 4010,
      tip: '积分不足，请先充值积分',
      data: null,
    });
    const gone = client(json({ code: 1000, data: null, tip: '登录已失效', msg: '' }));
    expect(await gone.streams.stream('aiGirlfriend/chat', input)).toMatchObject({ code: 1000 });
    expect(gone.onSessionInvalid).toHaveBeenCalledOnce();
  });

  it('the caller’s stop aborts the request and resolves aborted', async () => {
    const t = transport();
    const stop = new AbortController();
    const done = client(t.fetch).streams.stream('aiGirlfriend/chat', input, {
      signal: stop.signal,
    });
    await vi.waitFor(() => expect(t.sent).toHaveLength(1));
    t.write('chunk', ok({ text: '你', balance: 1 }));
    stop.abort();
    expect(await done).toEqual({ kind: 'aborted' });
    expect(t.sent[0]!.init.signal?.aborted).toBe(true);
  });

  it('a stream gone silent is given up as a timeout', async () => {
    const t = transport();
    const done = client(t.fetch, 30).streams.stream('aiGirlfriend/chat', input);
    expect(await done).toMatchObject({ kind: 'error', code: 5040 });
    expect(t.sent[0]!.init.signal?.aborted).toBe(true);
  });
});

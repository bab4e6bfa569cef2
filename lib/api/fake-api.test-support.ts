// Test support: answers the browser client's calls in-process at the ky boundary (fetch), so
// the code under test runs the real client, envelope handling and React Query options. Calls
// with no handler answer 4040 功能暂未开放, as the origin does for calls it does not serve.
import { vi } from 'vitest';

import { tokenAtom } from '@/lib/state/session-atoms';
import { getAppStore } from '@/lib/state/store';

export type FakeAnswer = {
  code?: number;
  data?: unknown;
  tip?: string;
  msg?: string;
  /** A stream call's answer: sent as text/event-stream (see fakeStream). */
  sse?: ReadableStream<Uint8Array>;
};
export type FakeBody = Record<string, unknown>;
export type FakeHandler = (body: FakeBody) => FakeAnswer | Promise<FakeAnswer>;

export interface FakeApi {
  /** Every call, in order: path under /api/app and the JSON body. */
  readonly calls: { path: string; body: FakeBody }[];
  /** Replaces (or adds) the handler of one path. */
  on(path: string, handler: FakeHandler): void;
  /** The bodies sent to one path. */
  bodies(path: string): FakeBody[];
}

export const NOT_OPEN: FakeAnswer = { code: 4040, tip: '功能暂未开放' };

export const ok = (data: unknown): FakeAnswer => ({ code: 200, data });
export const fail = (code: number, tip: string): FakeAnswer => ({ code, tip });
/** An answer that never comes (a screen stays loading). */
export const never = (): Promise<FakeAnswer> => new Promise(() => {});

const BASE = 'http://localhost/';

/** The token of the session a screen test runs in (the boot gate has done its work). */
export const TEST_SESSION_TOKEN = 'test-session-token';

export function installFakeApi(handlers: Record<string, FakeHandler> = {}): FakeApi {
  // Screens only render once a session exists; without one the client holds secure calls.
  if (getAppStore().get(tokenAtom) === null) getAppStore().set(tokenAtom, TEST_SESSION_TOKEN);
  const routes = new Map(Object.entries(handlers));
  const calls: FakeApi['calls'] = [];
  const NativeRequest = globalThis.Request;
  // The client asks for '/api/app/…' as a browser page would; node's Request needs a base.
  class PageRequest extends NativeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, BASE) : input, init);
    }
  }
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof NativeRequest ? input : new PageRequest(input, init);
    const path = new URL(request.url).pathname.replace(/^\/api\/app\//, '');
    const text = await request.text();
    // A form call (an upload) is recorded by its kind; its bytes are the browser's business.
    const multipart = (request.headers.get('content-type') ?? '').startsWith('multipart/');
    const body = (multipart ? { multipart: true } : text ? JSON.parse(text) : {}) as FakeBody;
    calls.push({ path, body });
    const handler = routes.get(path);
    const answer = handler ? await handler(body) : NOT_OPEN;
    if (answer.sse) {
      // The page's abort (停止) errors the body as a browser's fetch does, and ends the source.
      const source = answer.sse.getReader();
      let body!: ReadableStreamDefaultController<Uint8Array>;
      const stream = new ReadableStream<Uint8Array>({
        start: (controller) => void (body = controller),
        pull: async (controller) => {
          const { done, value } = await source.read();
          if (done) controller.close();
          else controller.enqueue(value);
        },
        cancel: (reason) => source.cancel(reason),
      });
      request.signal.addEventListener('abort', () => {
        body.error(new DOMException('The operation was aborted.', 'AbortError'));
        void source.cancel().catch(() => {});
      });
      return new Response(stream, {
        status: 200,
        headers: { 'content-type': 'text/event-stream; charset=utf-8' },
      });
    }
    return new Response(JSON.stringify({ code: 200, data: null, tip: '', msg: '', ...answer }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return {
    calls,
    on: (path, handler) => void routes.set(path, handler),
    bodies: (path) => calls.filter((c) => c.path === path).map((c) => c.body),
  };
}

/**
 * A stream call's answer the test writes event by event (docs/protocol.md "Streaming"):
 * `answer` goes back from a handler, `chunk`/`end`/`error` write events, `aborted` says whether
 * the page stopped reading (停止).
 */
export function fakeStream() {
  let writer!: ReadableStreamDefaultController<Uint8Array>;
  let aborted = false;
  const encoder = new TextEncoder();
  const sse = new ReadableStream<Uint8Array>({
    start: (controller) => void (writer = controller),
    cancel: () => void (aborted = true),
  });
  const write = (event: string, envelope: FakeAnswer) =>
    writer.enqueue(
      encoder.encode(
        `event: ${event}\ndata: ${JSON.stringify({ code: 200, data: null, tip: '', msg: '', ...envelope })}\n\n`,
      ),
    );
  return {
    answer: { sse } as FakeAnswer,
    chunk: (data: unknown) => write('chunk', { data }),
    end: (data: unknown) => {
      write('end', { data });
      writer.close();
    },
    error: (code: number, tip: string) => {
      write('error', { code, tip });
      writer.close();
    },
    get aborted() {
      return aborted;
    },
  };
}

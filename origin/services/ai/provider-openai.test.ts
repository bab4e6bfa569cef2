import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
  chunkEvent,
  openStream,
  sendError,
  sendJson,
  startOpenAiServer,
  streamPieces,
  type OpenAiServer,
} from '../../test/openai-server';
import { AI_FAILURE_TIPS, AiProviderError, type AiFailure, type AiProvider } from './provider';
import { createOpenAiProvider, type OpenAiProviderOptions } from './provider-openai';

let server: OpenAiServer;
beforeAll(async () => {
  server = await startOpenAiServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const provider = (options: Partial<OpenAiProviderOptions> = {}): AiProvider =>
  createOpenAiProvider({
    baseUrl: `${server.baseUrl}/`,
    apiKey: 'sk-test',
    textModel: 'qwen-test',
    imageModel: 'draw-test',
    timeoutMs: 2_000,
    retries: 2,
    backoff: { baseMs: 10, maxMs: 2_000 },
    ...options,
  });

const ask = (ai: AiProvider, maxChars = 200, signal?: AbortSignal) =>
  ai.streamText({ system: '你是一位作家', prompt: '写一句话', maxChars, signal });

/** The pieces that arrived, and the error that ended the stream (if one did). */
async function drain(stream: AsyncIterable<string>) {
  const pieces: string[] = [];
  try {
    for await (const piece of stream) pieces.push(piece);
    return { pieces, error: null };
  } catch (error) {
    return { pieces, error };
  }
}

function expectFailure(error: unknown, failure: AiFailure) {
  expect(error).toBeInstanceOf(AiProviderError);
  expect((error as AiProviderError).failure).toBe(failure);
  expect((error as AiProviderError).tip).toBe(AI_FAILURE_TIPS[failure]);
}

describe('the OpenAI-compatible provider: streamed text', () => {
  it('yields the streamed chunks as they come, from a well-formed request', async () => {
    server.handle((_, res) => streamPieces(res, ['春风', '吹过', '江南岸。']));
    const ai = provider();
    expect(ai).toMatchObject({ kind: 'openai', demo: false });
    const { pieces, error } = await drain(ask(ai, 100));
    expect(error).toBeNull();
    expect(pieces).toEqual(['春风', '吹过', '江南岸。']);
    const [request] = server.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/chat/completions' });
    expect(request!.headers.authorization).toBe('Bearer sk-test');
    expect(request!.body).toEqual({
      model: 'qwen-test',
      stream: true,
      max_tokens: 200,
      messages: [
        { role: 'system', content: '你是一位作家' },
        { role: 'user', content: '写一句话' },
      ],
    });
  });

  it('passes a chat conversation as it is and keeps within maxChars', async () => {
    server.handle((_, res) => streamPieces(res, ['你好呀', '，今天', '过得怎么样？']));
    const messages = [
      { role: 'system' as const, content: '你是小雪' },
      { role: 'user' as const, content: '在吗' },
    ];
    const { pieces } = await drain(provider().streamChat({ messages, maxChars: 5 }));
    expect(pieces.join('')).toBe('你好呀，今');
    expect((server.requests[0]!.body as { messages: unknown }).messages).toEqual(messages);
  });

  it('times out a stream that goes quiet, keeping what arrived', async () => {
    server.handle((_, res) => {
      openStream(res);
      res.write(chunkEvent('开头'));
      // …and nothing more: the client's idle timeout must end it.
    });
    const { pieces, error } = await drain(ask(provider({ idleTimeoutMs: 150 })));
    expect(pieces).toEqual(['开头']);
    expectFailure(error, 'timeout');
    expect(server.requests).toHaveLength(1);
  });

  it('times out a server that never answers, without retrying', async () => {
    server.handle(() => undefined);
    const { pieces, error } = await drain(ask(provider({ timeoutMs: 150 })));
    expect(pieces).toEqual([]);
    expectFailure(error, 'timeout');
    expect(server.requests).toHaveLength(1);
  });

  it('retries a 429 after the Retry-After it was told, then streams', async () => {
    server.handle((_, res, index) =>
      index === 0
        ? sendError(res, 429, 'rate limited', { headers: { 'retry-after': '1' } })
        : streamPieces(res, ['好的']),
    );
    const { pieces, error } = await drain(ask(provider()));
    expect(error).toBeNull();
    expect(pieces).toEqual(['好的']);
    expect(server.requests).toHaveLength(2);
    // The backoff alone would be ~10 ms: the second try came after the server's one second.
    expect(server.requests[1]!.at - server.requests[0]!.at).toBeGreaterThanOrEqual(950);
  });

  it('gives up with busy when Retry-After asks for longer than it would wait', async () => {
    server.handle((_, res) =>
      sendError(res, 429, 'slow down', { headers: { 'retry-after': '60' } }),
    );
    const { error } = await drain(ask(provider()));
    expectFailure(error, 'busy');
    expect(server.requests).toHaveLength(1);
  });

  it('answers unavailable once the 5xx retries are used up', async () => {
    server.handle((_, res) => sendError(res, 500, 'boom'));
    const { pieces, error } = await drain(ask(provider({ retries: 2 })));
    expect(pieces).toEqual([]);
    expectFailure(error, 'unavailable');
    expect(server.requests).toHaveLength(3);
  });

  it('retries a connection cut before the first chunk', async () => {
    server.handle((_, res, index) => {
      if (index === 0) res.destroy();
      else return streamPieces(res, ['再来']);
    });
    const { pieces, error } = await drain(ask(provider()));
    expect(error).toBeNull();
    expect(pieces).toEqual(['再来']);
    expect(server.requests).toHaveLength(2);
  });

  it('does not retry a connection cut mid-stream: unavailable after the partial output', async () => {
    server.handle(async (_, res) => {
      openStream(res);
      res.write(chunkEvent('一半'));
      await new Promise((resolve) => setTimeout(resolve, 20));
      res.destroy();
    });
    const { pieces, error } = await drain(ask(provider()));
    expect(pieces).toEqual(['一半']);
    expectFailure(error, 'unavailable');
    expect(server.requests).toHaveLength(1);
  });

  it('answers unavailable for a refused connection after its retries', async () => {
    const closed = await startOpenAiServer();
    await closed.close();
    const { error } = await drain(ask(provider({ baseUrl: closed.baseUrl, retries: 1 })));
    expectFailure(error, 'unavailable');
  });

  it.each([401, 403, 404])('answers misconfigured for %i, without retrying', async (status) => {
    server.handle((_, res) => sendError(res, status, 'Incorrect API key provided'));
    const { error } = await drain(ask(provider()));
    expectFailure(error, 'misconfigured');
    expect(server.requests).toHaveLength(1);
  });

  it('answers refused for the provider’s content filter (a 400 or a finish reason)', async () => {
    server.handle((_, res) => sendError(res, 400, 'filtered', { code: 'content_filter' }));
    expectFailure((await drain(ask(provider()))).error, 'refused');
    server.handle((_, res) => {
      openStream(res);
      res.end(chunkEvent('', 'content_filter'));
    });
    expectFailure((await drain(ask(provider()))).error, 'refused');
  });

  it('answers bad-answer for a stream that is not chat-completions JSON', async () => {
    server.handle((_, res) => {
      openStream(res);
      res.end('data: {"not": "a chunk"}\n\n');
    });
    expectFailure((await drain(ask(provider()))).error, 'bad-answer');
  });

  it('takes a server that answers one JSON document instead of a stream', async () => {
    server.handle((_, res) =>
      sendJson(res, { choices: [{ message: { role: 'assistant', content: '一次说完' } }] }),
    );
    expect((await drain(ask(provider()))).pieces).toEqual(['一次说完']);
  });

  it('closes the request when the caller stops reading', async () => {
    let closed!: () => void;
    const connectionClosed = new Promise<void>((resolve) => (closed = resolve));
    server.handle((_, res) => {
      res.on('close', () => closed());
      openStream(res);
      res.write(chunkEvent('第一句'));
    });
    for await (const piece of ask(provider())) {
      expect(piece).toBe('第一句');
      break;
    }
    await connectionClosed;
  });

  it('stops when the signal aborts, with the signal’s reason', async () => {
    server.handle(async (_, res) => {
      openStream(res);
      for (let i = 0; i < 50 && !res.destroyed; i++) {
        res.write(chunkEvent(`第${i}段`));
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      res.end('data: [DONE]\n\n');
    });
    const controller = new AbortController();
    const pieces: string[] = [];
    const run = (async () => {
      for await (const piece of ask(provider(), 1_000, controller.signal)) {
        pieces.push(piece);
        if (pieces.length === 2) controller.abort();
      }
    })();
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(pieces).toEqual(['第0段', '第1段']);
  });
});

describe('the OpenAI-compatible provider: pictures', () => {
  const png = () =>
    sharp({ create: { width: 8, height: 8, channels: 3, background: 'teal' } })
      .png()
      .toBuffer();
  const draw = (ai: AiProvider) =>
    ai.image({ prompt: '山间小屋', style: 'watercolor', width: 256, height: 384 });

  it('asks for the size in b64_json and returns the picture', async () => {
    const picture = await png();
    server.handle((_, res) => sendJson(res, { data: [{ b64_json: picture.toString('base64') }] }));
    const result = await draw(provider());
    expect(result.mime).toBe('image/png');
    expect(Buffer.from(result.bytes).equals(picture)).toBe(true);
    expect(server.requests[0]).toMatchObject({
      path: '/v1/images/generations',
      body: { model: 'draw-test', size: '256x384', response_format: 'b64_json', n: 1 },
    });
    const { prompt } = server.requests[0]!.body as { prompt: string };
    // The style as words a model reads (lib/domain/ai/image.ts), not its id.
    expect(prompt).toBe(
      '山间小屋\n风格：清新水彩, soft watercolour painting, light washes, paper grain',
    );
  });

  it('fetches a picture answered as a URL', async () => {
    const picture = await png();
    server.handle((request, res) => {
      if (request.path === '/files/p.png') {
        res.writeHead(200, { 'content-type': 'image/png' });
        res.end(picture);
      } else sendJson(res, { data: [{ url: `${server.origin}/files/p.png` }] });
    });
    const result = await draw(provider());
    expect(Buffer.from(result.bytes).equals(picture)).toBe(true);
  });

  it('refuses an answer that is not a picture, and needs an image model', async () => {
    server.handle((_, res) => sendJson(res, { data: [{ b64_json: 'bm90IGEgcGljdHVyZQ==' }] }));
    await expect(draw(provider())).rejects.toMatchObject({ failure: 'bad-answer' });
    await expect(draw(provider({ imageModel: undefined }))).rejects.toMatchObject({
      failure: 'misconfigured',
    });
  });

  it('retries a 503 and answers refused for the content policy', async () => {
    const picture = await png();
    server.handle((_, res, index) =>
      index === 0
        ? sendError(res, 503, 'overloaded')
        : sendJson(res, { data: [{ b64_json: picture.toString('base64') }] }),
    );
    expect((await draw(provider())).mime).toBe('image/png');
    server.handle((_, res) =>
      sendError(res, 400, 'Your request was rejected', { code: 'content_policy_violation' }),
    );
    await expect(draw(provider())).rejects.toMatchObject({ failure: 'refused' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startOpenAiServer, streamPieces, type OpenAiServer } from '../../test/openai-server';
import { testConfig } from '../../test/harness';
import { providerFromConfig } from './provider-config';

let server: OpenAiServer;
beforeAll(async () => {
  server = await startOpenAiServer();
});
afterAll(() => server.close());

async function text(stream: AsyncIterable<string>): Promise<string> {
  let whole = '';
  for await (const piece of stream) whole += piece;
  return whole;
}

describe('providerFromConfig', () => {
  it('makes the demo provider by default', async () => {
    const ai = providerFromConfig(testConfig());
    expect(ai).toMatchObject({ kind: 'local', demo: true });
    const answer = await text(ai.streamText({ system: '写小说', prompt: '灯塔', maxChars: 50 }));
    expect(answer).toContain('灯塔');
  });

  it('makes the OpenAI-compatible adapter the settings point at', async () => {
    server.handle((_, res) => streamPieces(res, ['来自', '模型']));
    const ai = providerFromConfig(
      testConfig({
        ai: {
          provider: 'openai',
          baseUrl: server.baseUrl,
          apiKey: 'sk-op',
          textModel: 'op-model',
          imageModel: undefined,
          timeoutMs: 2000,
          imageTimeoutMs: 2000,
          retries: 0,
        },
      }),
    );
    expect(ai).toMatchObject({ kind: 'openai', demo: false });
    expect(await text(ai.streamText({ system: 's', prompt: 'p', maxChars: 50 }))).toBe('来自模型');
    expect(server.requests[0]!.body).toMatchObject({ model: 'op-model' });
    expect(server.requests[0]!.headers.authorization).toBe('Bearer sk-op');
  });
});

// Test support for 文生图: stand-in AI providers (the provider is the job's dependency, not what
// these tests are about: the orders, the money and the stored picture are), and the generate call.
import sharp from 'sharp';

import {
  AiProviderError,
  type AiFailure,
  type AiProvider,
  type ImageRequest,
} from '../services/ai/provider';
import { newRequestId } from './ai-fixtures';
import type { Harness } from './harness';

export type PaintingProvider = AiProvider & { requests: ImageRequest[] };

const noText = async function* (): AsyncIterable<string> {};

/**
 * A provider that paints the asked size in one colour (a PNG, as most models answer), `scale`
 * times larger when told to (a model that ignores the size), remembering what it was asked.
 */
export function paintingProvider(
  options: { colour?: string; demo?: boolean; scale?: number } = {},
): PaintingProvider {
  const requests: ImageRequest[] = [];
  return {
    kind: 'openai',
    demo: options.demo ?? false,
    requests,
    streamText: noText,
    streamChat: noText,
    async image(request) {
      requests.push(request);
      const scale = options.scale ?? 1;
      const png = await sharp({
        create: {
          width: request.width * scale,
          height: request.height * scale,
          channels: 3,
          background: options.colour ?? '#2060c0',
        },
      })
        .png()
        .toBuffer();
      return { bytes: new Uint8Array(png), mime: 'image/png' };
    },
  };
}

/** A provider whose every picture fails with `failure`, or answers `bytes` that are no picture. */
export function failingProvider(failure: AiFailure | 'garbage'): AiProvider {
  return {
    kind: 'openai',
    demo: false,
    streamText: noText,
    streamChat: noText,
    async image() {
      if (failure === 'garbage')
        return { bytes: new TextEncoder().encode('<html>oops</html>'), mime: 'image/png' };
      throw new AiProviderError(failure, 'test');
    },
  };
}

/** A provider that never answers until its request is aborted (then throws what fetch would). */
export function hangingProvider(): AiProvider & { aborted: () => boolean } {
  let aborted = false;
  return {
    kind: 'openai',
    demo: false,
    streamText: noText,
    streamChat: noText,
    aborted: () => aborted,
    image: ({ signal }) =>
      new Promise((_, reject) =>
        signal?.addEventListener('abort', () => {
          aborted = true;
          reject(new DOMException('aborted', 'AbortError'));
        }),
      ),
  };
}

/** txtToImg/generate with a prompt, style and size, a fresh requestId unless one is given. */
export function generateImage(
  h: Harness,
  token: string,
  body: { prompt?: string; style?: string; size?: string; requestId?: string } = {},
) {
  return h.call('txtToImg/generate', {
    token,
    body: {
      prompt: '月光下的橘猫',
      style: 'anime',
      size: 'square',
      requestId: newRequestId(),
      ...body,
    },
  });
}

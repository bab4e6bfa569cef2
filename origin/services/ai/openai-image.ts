// Pictures from an OpenAI-compatible server: POST {baseUrl}/images/generations for one picture
// of the asked size as base64 (an answer by URL is fetched too), tried again on 429, 5xx and
// connection errors like the text, within one deadline per try.
import { aiImageStyleName, aiImageStyleWords, isAiImageStyle } from '@/lib/domain/ai/image';
import { sniffImageType } from '@/lib/domain/platform/image-codec';

import { AiProviderError, type ImageRequest, type ImageResult } from './provider';
import {
  AttemptError,
  Deadline,
  asProviderError,
  failureFromResponse,
  parseJson,
  postJson,
  readBounded,
  waitToRetry,
  type Endpoint,
  type RetryPolicy,
} from './openai-http';

export type ImageSettings = Endpoint &
  RetryPolicy & { imageModel?: string; imageTimeoutMs: number };

const MAX_IMAGE_BYTES = 20 * 1024 * 1024;

/** The words a model gets for a picture: the user's prompt and the style's words (its id else). */
export const imagePrompt = (prompt: string, style: string): string => {
  if (!style) return prompt;
  const words = isAiImageStyle(style)
    ? `${aiImageStyleName(style)}, ${aiImageStyleWords(style)}`
    : style;
  return `${prompt}\n风格：${words}`;
};

/** The picture's bytes from one answer: inline base64 or a URL fetched within the deadline. */
async function pictureFrom(
  settings: ImageSettings,
  payload: unknown,
  signal: AbortSignal,
): Promise<ImageResult> {
  const first = (payload as { data?: Array<{ b64_json?: unknown; url?: unknown }> })?.data?.[0];
  let bytes: Uint8Array;
  if (typeof first?.b64_json === 'string') {
    bytes = new Uint8Array(Buffer.from(first.b64_json, 'base64'));
  } else if (typeof first?.url === 'string') {
    const response = await settings.fetch(first.url, { signal });
    if (!response.ok) throw await failureFromResponse(response, Date.now());
    bytes = await readBounded(response, MAX_IMAGE_BYTES);
  } else {
    throw new AttemptError('bad-answer', `no picture: ${JSON.stringify(payload).slice(0, 200)}`);
  }
  const type = sniffImageType(bytes);
  if (type !== 'jpeg' && type !== 'png') {
    throw new AttemptError('bad-answer', `the picture is ${type ?? 'not a picture'}`);
  }
  return { bytes, mime: type === 'jpeg' ? 'image/jpeg' : 'image/png' };
}

export async function generateImage(
  settings: ImageSettings,
  request: ImageRequest,
): Promise<ImageResult> {
  const { signal } = request;
  if (!settings.imageModel) throw new AiProviderError('misconfigured', 'no AI_IMAGE_MODEL');
  const body = {
    model: settings.imageModel,
    prompt: imagePrompt(request.prompt, request.style),
    n: 1,
    size: `${request.width}x${request.height}`,
    response_format: 'b64_json',
  };
  for (let attempt = 0; ; attempt++) {
    signal?.throwIfAborted();
    const deadline = new Deadline(signal);
    deadline.arm(settings.imageTimeoutMs);
    try {
      const response = await postJson(settings, '/images/generations', body, deadline.signal);
      if (!response.ok) throw await failureFromResponse(response, Date.now());
      const text = new TextDecoder().decode(await readBounded(response, MAX_IMAGE_BYTES * 2));
      return await pictureFrom(settings, parseJson(text, 'the answer'), deadline.signal);
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      const failure = asProviderError(error, deadline.timedOut);
      await waitToRetry(settings, attempt, failure, signal);
    } finally {
      deadline.close();
    }
  }
}

// The adapter for an OpenAI-compatible server (AI_PROVIDER=openai): vLLM, Ollama, LM Studio and
// most hosted APIs. Text and chat are POST {baseUrl}/chat/completions with `stream: true`, read
// as server-sent events; pictures POST {baseUrl}/images/generations. A 429, a 5xx or a refused
// connection is tried again with backoff, but only before the user saw a word: after that a cut
// stream is an AiProviderError('unavailable') and the caller keeps what arrived.
import { AiProviderError, type AiProvider, type ChatMessage } from './provider';
import {
  AttemptError,
  Deadline,
  asProviderError,
  chunksOf,
  failureFromResponse,
  parseJson,
  postJson,
  readBounded,
  waitToRetry,
  type Backoff,
} from './openai-http';
import { generateImage } from './openai-image';
import { SseDataReader } from './sse';

export type OpenAiProviderOptions = {
  /** Up to the version, e.g. `http://127.0.0.1:11434/v1` (no trailing slash needed). */
  baseUrl: string;
  apiKey?: string;
  textModel: string;
  /** Without one, pictures fail as `misconfigured` (a text-only server). */
  imageModel?: string;
  /** Connect and first byte of an answer; also the default idle gap within a stream. */
  timeoutMs?: number;
  /** The longest silence between two pieces of a stream once it flows. */
  idleTimeoutMs?: number;
  /** A whole picture request (models take long to draw). */
  imageTimeoutMs?: number;
  /** Tries after the first, for 429, 5xx and connection errors. */
  retries?: number;
  backoff?: Backoff;
  fetch?: typeof fetch;
};

export const OPENAI_DEFAULTS = {
  timeoutMs: 30_000,
  imageTimeoutMs: 120_000,
  retries: 2,
  backoff: { baseMs: 500, maxMs: 10_000 },
} as const;

/** Tokens for an answer of `maxChars`: a CJK character is at most ~2 tokens in common vocabularies. */
export const maxTokensFor = (maxChars: number): number => Math.max(16, Math.ceil(maxChars * 2));
const MAX_JSON_BYTES = 4 * 1024 * 1024;

type Settings = Required<Omit<OpenAiProviderOptions, 'apiKey' | 'imageModel'>> &
  Pick<OpenAiProviderOptions, 'apiKey' | 'imageModel'>;

type Delta = { text: string; finish: string | null };

/** One chunk of a chat completion (or a whole non-streamed one): its text and finish reason. */
function readChoice(payload: unknown): Delta {
  const body = payload as {
    error?: { message?: string; code?: string };
    choices?: Array<{
      delta?: { content?: unknown };
      message?: { content?: unknown };
      finish_reason?: unknown;
    }>;
  };
  if (body?.error) {
    // An error inside a 200 stream: the same words decide as for a status.
    const words = JSON.stringify(body.error);
    const failure = /content_filter|content_policy/iu.test(words) ? 'refused' : 'unavailable';
    throw new AttemptError(failure, `error in stream: ${words.slice(0, 300)}`);
  }
  if (!Array.isArray(body?.choices)) {
    throw new AttemptError('bad-answer', `no choices: ${JSON.stringify(payload).slice(0, 200)}`);
  }
  const choice = body.choices[0];
  const content = choice?.delta?.content ?? choice?.message?.content ?? '';
  if (typeof content !== 'string') throw new AttemptError('bad-answer', 'content is not text');
  const finish = typeof choice?.finish_reason === 'string' ? choice.finish_reason : null;
  if (finish === 'content_filter') {
    throw new AttemptError('refused', 'finish_reason content_filter');
  }
  return { text: content, finish };
}

/** One try: the deltas' text as it arrives; AttemptError or the network's error otherwise. */
async function* attemptChat(
  settings: Settings,
  messages: readonly ChatMessage[],
  maxChars: number,
  deadline: Deadline,
): AsyncGenerator<string> {
  deadline.arm(settings.timeoutMs);
  const body = {
    model: settings.textModel,
    messages,
    stream: true,
    max_tokens: maxTokensFor(maxChars),
  };
  const response = await postJson(
    settings,
    '/chat/completions',
    body,
    deadline.signal,
    'text/event-stream',
  );
  if (!response.ok) throw await failureFromResponse(response, Date.now());
  // A server that ignores `stream` answers one JSON document: the whole text at once.
  if (!(response.headers.get('content-type') ?? '').includes('text/event-stream')) {
    const text = new TextDecoder().decode(await readBounded(response, MAX_JSON_BYTES));
    yield readChoice(parseJson(text, 'the answer')).text;
    return;
  }
  const reader = new SseDataReader();
  const decoder = new TextDecoder();
  const seen = { done: false, finished: false };
  // The text of the events, until [DONE].
  function* take(events: string[]): Generator<string> {
    for (const data of events) {
      if (seen.done || data.trim() === '[DONE]') {
        seen.done = true;
        return;
      }
      const delta = readChoice(parseJson(data, 'a stream event'));
      if (delta.text) yield delta.text;
      if (delta.finish) seen.finished = true;
    }
  }
  for await (const bytes of chunksOf(response)) {
    deadline.arm(settings.idleTimeoutMs);
    yield* take(reader.push(decoder.decode(bytes, { stream: true })));
    if (seen.done) return;
  }
  yield* take(reader.end());
  // Some servers end with the finish reason and no [DONE]; without either, the stream was cut.
  if (!seen.done && !seen.finished) {
    throw new AttemptError('unavailable', 'the stream ended before [DONE]');
  }
}

/**
 * The chat's text in pieces, at most `maxChars` of it. Tries again (after backoff) while no
 * piece was given out yet; after that a failure is final and a broken stream is 'unavailable'.
 */
async function* streamCompletion(
  settings: Settings,
  messages: readonly ChatMessage[],
  maxChars: number,
  signal: AbortSignal | undefined,
): AsyncGenerator<string> {
  if (maxChars <= 0) return;
  let sent = 0;
  for (let attempt = 0; ; attempt++) {
    signal?.throwIfAborted();
    const deadline = new Deadline(signal);
    try {
      for await (const piece of attemptChat(settings, messages, maxChars, deadline)) {
        const room = maxChars - sent;
        const chars = [...piece];
        const part = chars.length > room ? chars.slice(0, room).join('') : piece;
        if (part) {
          sent += [...part].length;
          yield part;
        }
        if (sent >= maxChars) return;
      }
      return;
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      const failure = asProviderError(error, deadline.timedOut);
      // Words already shown cannot be taken back: no retry, the caller keeps them.
      if (sent > 0) {
        throw new AiProviderError(failure.failure, `after ${sent} characters: ${failure.detail}`);
      }
      await waitToRetry(settings, attempt, failure, signal);
    } finally {
      deadline.close();
    }
  }
}

export function createOpenAiProvider(options: OpenAiProviderOptions): AiProvider {
  const timeoutMs = options.timeoutMs ?? OPENAI_DEFAULTS.timeoutMs;
  const settings: Settings = {
    ...options,
    baseUrl: options.baseUrl.replace(/\/+$/u, ''),
    timeoutMs,
    idleTimeoutMs: options.idleTimeoutMs ?? timeoutMs,
    imageTimeoutMs: options.imageTimeoutMs ?? Math.max(timeoutMs, OPENAI_DEFAULTS.imageTimeoutMs),
    retries: options.retries ?? OPENAI_DEFAULTS.retries,
    backoff: options.backoff ?? OPENAI_DEFAULTS.backoff,
    fetch: options.fetch ?? globalThis.fetch,
  };
  return {
    kind: 'openai',
    demo: false,
    streamText({ system, prompt, maxChars, signal }) {
      const messages: ChatMessage[] = [
        { role: 'system', content: system },
        { role: 'user', content: prompt },
      ];
      return streamCompletion(settings, messages, maxChars, signal);
    },
    streamChat({ messages, maxChars, signal }) {
      return streamCompletion(settings, messages, maxChars, signal);
    },
    image(request) {
      return generateImage(settings, request);
    },
  };
}

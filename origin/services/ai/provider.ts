// The one door to a model for the AI studio's text, chat and image tools (issue 38). The
// embedded default is the built-in demo provider (ai-provider-local.ts: computed from the prompt,
// every result marked 演示生成); an operator points the studio at a real model with the
// OpenAI-compatible adapter (ai-provider-openai.ts), chosen by env (origin/config.ts `ai`).
// Callers never see which one answers, only these types and AiProviderError's Chinese tip.

export type ChatRole = 'system' | 'user' | 'assistant';

export interface ChatMessage {
  role: ChatRole;
  content: string;
}

export interface TextRequest {
  /** What the model is told to be and do (the tool's instructions). */
  system: string;
  /** The user's words, already through the community's text rules. */
  prompt: string;
  /** A ceiling on the answer, in characters (the adapter turns it into tokens). */
  maxChars: number;
  /** Stops the stream: the user's stop button, a closed connection, credits gone. */
  signal?: AbortSignal;
}

export interface ChatRequest {
  /** The persona's instructions and the conversation so far, oldest first. */
  messages: readonly ChatMessage[];
  maxChars: number;
  signal?: AbortSignal;
}

export interface ImageRequest {
  prompt: string;
  /** An id of lib/domain's style list; the adapter turns it into words for the model. */
  style: string;
  width: number;
  height: number;
  signal?: AbortSignal;
}

export interface ImageResult {
  /** A JPEG or PNG, as the provider made it (the caller re-encodes and stores it). */
  bytes: Uint8Array;
  mime: 'image/jpeg' | 'image/png';
}

export interface AiProvider {
  /** `local` (the demo) or `openai` (an OpenAI-compatible server). */
  readonly kind: 'local' | 'openai';
  /** True when results are computed here, not by a model: screens mark them 演示生成. */
  readonly demo: boolean;
  /**
   * The answer as it is written, in pieces (chat completions with `stream: true`). Once
   * `signal` aborts, the iteration throws `signal.reason` (an AbortError, as fetch does);
   * every other failure is an AiProviderError.
   */
  streamText(request: TextRequest): AsyncIterable<string>;
  streamChat(request: ChatRequest): AsyncIterable<string>;
  image(request: ImageRequest): Promise<ImageResult>;
}

/** Why a provider failed, as the user reads it; `retryable` failures were already retried. */
export type AiFailure =
  | 'busy' // 429 after the retries
  | 'unavailable' // 5xx, refused connection, cut stream after the retries
  | 'timeout'
  | 'refused' // the provider's own content filter
  | 'misconfigured' // 401/403/404: a wrong key, model or URL (logged for the operator)
  | 'bad-answer'; // an answer that is not what the API promises

export const AI_FAILURE_TIPS: Record<AiFailure, string> = {
  busy: 'AI服务繁忙，请稍后再试',
  unavailable: 'AI服务暂时不可用，请稍后再试',
  timeout: 'AI服务响应超时，请稍后再试',
  refused: '内容未通过AI服务的审核，请修改后再试',
  misconfigured: 'AI服务配置有误，请联系客服',
  'bad-answer': 'AI服务返回异常，请稍后再试',
};

export class AiProviderError extends Error {
  constructor(
    readonly failure: AiFailure,
    /** For the log, never shown to a user. */
    readonly detail: string,
  ) {
    super(`${failure}: ${detail}`);
    this.name = 'AiProviderError';
  }

  get tip(): string {
    return AI_FAILURE_TIPS[this.failure];
  }
}

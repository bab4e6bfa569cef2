// The browser's API client: ky → same-origin /api/app (the BFF). Never throws on an HTTP
// status: every answer is an envelope, and only the envelope's code decides.
import ky, { TimeoutError, type KyInstance } from 'ky';

import type { HttpMethod } from '@/lib/protocol/call';
import type { CallInput, CallName, CallOf, CallOutput } from '@/lib/protocol/call-table';

import { CODES, TIPS } from '@/lib/protocol/codes';
import { parseEnvelope, type Envelope } from '@/lib/protocol/envelope';
import { onlineStatus } from '@/lib/shell/online-status';

import { takeEarlyResponse } from './early-login';
import { ApiError, tipFor } from './envelope';
import { API_PREFIX, requestHeaders } from './request-headers';
import {
  currentToken,
  currentXUserAgent,
  handleSecureSuccess,
  handleSessionInvalid,
  waitForToken,
} from './session-guard';

/** Above the BFF's own upstream timeout (15 s), so the BFF's 504 envelope normally arrives first. */
export const REQUEST_TIMEOUT_MS = 20_000;

export interface ApiClientDeps {
  prefixUrl: string;
  getToken(): string | null;
  getXUserAgent(): string;
  /** A 1000 arrived. 'wait': a reload is under way, hold the call; 'fail': reject it. */
  onSessionInvalid(): 'wait' | 'fail';
  /** A call after the session's start succeeded with a token: the session is good. */
  onSecureSuccess(): void;
  /**
   * Resolves once a token exists (rejects if `signal` aborts first). A secure call made before
   * the session (a screen rendered during the bootstrap) waits on it instead of going out
   * without a token and drawing a 1000. Without this dep such a call goes out as it is.
   */
  waitForToken?(signal?: AbortSignal): Promise<void>;
  /**
   * Evidence for the tab's online state (lib/shell/online-status): 'answered' for any HTTP
   * answer, 'failed' when none came at all (not an abort, not our timeout).
   */
  onNetwork?(outcome: 'answered' | 'failed'): void;
  /**
   * An answer already on its way for this exact POST (the head script's guest login,
   * lib/api/early-login), or null: the client reads it as if it had sent the request itself.
   */
  adopt?(path: string, body: string, xUserAgent: string): Promise<Response> | null;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export interface RequestOptions {
  method?: HttpMethod;
  json?: unknown;
  /** A multipart body (the table's form calls: an avatar, feedback pictures); replaces json. */
  form?: FormData;
  searchParams?: Record<string, string | number | boolean>;
  signal?: AbortSignal;
  /**
   * A call the bootstrap makes before the first login (config, guest login): it goes out at
   * once. Every other call waits for a token, so nothing draws a 1000 (and a reload) by asking
   * too early; §2 has every screen wait for the session anyway.
   */
  beforeSession?: boolean;
  /** Codes besides 200 the caller reads as an answer (the call table's `expects`). */
  accept?: readonly number[];
}

/** What answer() resolves with: a 200, or one of the codes the caller accepted. */
export type Answer<T> = { code: number; data: T; tip: string };

type CallOptions = Pick<RequestOptions, 'signal' | 'beforeSession'>;
type PostName = { [N in CallName]: CallOf<N>['method'] extends 'POST' ? N : never }[CallName];
type GetName = Exclude<CallName, PostName>;

export interface ApiClient {
  /** The envelope as sent (any code, any HTTP status); rejects only when no answer arrived. */
  envelope<T>(path: string, options?: RequestOptions): Promise<Envelope<T>>;
  /** 200 or an accepted code as `{ code, data, tip }`; an ApiError for any other code. */
  request<T>(path: string, options?: RequestOptions): Promise<Answer<T>>;
  /** A GET call of the table: the data of its 200 answer. */
  get<N extends GetName>(name: N, options?: CallOptions): Promise<CallOutput<N>>;
  /** A POST call of the table: the data of its 200 answer; an ApiError for any other code. */
  post<N extends PostName>(
    name: N,
    input?: CallInput<N>,
    options?: CallOptions,
  ): Promise<CallOutput<N>>;
  /**
   * A POST call whose refusals the caller reads as answers (media/play's 4030 preview, a
   * purchase's 4010): resolves for 200 and the accepted codes, with the data the answer carries.
   */
  answer<N extends PostName>(
    name: N,
    input: CallInput<N>,
    options: CallOptions & { accept: readonly number[] },
  ): Promise<Answer<CallOutput<N>>>;
  /** A form call of the table (multipart): the data of its 200 answer. */
  form<N extends PostName>(name: N, form: FormData, options?: CallOptions): Promise<CallOutput<N>>;
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError');
}

function held(signal: AbortSignal | undefined): Promise<never> {
  // Settles only if the caller gives up (React Query cancels on unmount); the reload ends the rest.
  return new Promise((_resolve, reject) => {
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

/** An adopted answer keeps the client's timeout (5040), as one it sent itself would. */
function withTimeout(response: Promise<Response>, ms: number, path: string): Promise<Response> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new ApiError(CODES.originTimeout, TIPS.timeout, { path })), ms);
  });
  return Promise.race([response, late]).finally(() => clearTimeout(timer));
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const http: KyInstance = ky.create({
    prefixUrl: deps.prefixUrl,
    throwHttpErrors: false,
    // React Query owns retries; a second layer here would multiply them.
    retry: 0,
    timeout: deps.timeoutMs ?? REQUEST_TIMEOUT_MS,
    credentials: 'same-origin',
    cache: 'no-store',
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
  });

  async function envelope<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
    const clean = path.replace(/^\/+/, '');
    const method = options.method ?? 'POST';
    let response: Response;
    const xUserAgent = deps.getXUserAgent();
    const adopted =
      method === 'POST' && !options.form && deps.adopt
        ? deps.adopt(clean, JSON.stringify(options.json ?? {}), xUserAgent)
        : null;
    try {
      response = adopted
        ? await withTimeout(adopted, deps.timeoutMs ?? REQUEST_TIMEOUT_MS, clean)
        : await http(clean, {
            method,
            headers: requestHeaders(deps.getToken(), xUserAgent),
            ...(method === 'POST'
              ? options.form
                ? { body: options.form }
                : { json: options.json ?? {} }
              : {}),
            ...(options.searchParams ? { searchParams: options.searchParams } : {}),
            ...(options.signal ? { signal: options.signal } : {}),
          });
    } catch (error) {
      if (isAbort(error, options.signal)) throw error;
      if (error instanceof ApiError) throw error;
      if (error instanceof TimeoutError) {
        throw new ApiError(CODES.originTimeout, TIPS.timeout, { path: clean, cause: error });
      }
      deps.onNetwork?.('failed');
      throw new ApiError(CODES.originUnreachable, TIPS.network, { path: clean, cause: error });
    }
    deps.onNetwork?.('answered');
    let body: string;
    try {
      body = await response.text();
    } catch (error) {
      if (isAbort(error, options.signal)) throw error;
      throw new ApiError(CODES.originUnreachable, TIPS.network, {
        path: clean,
        httpStatus: response.status,
        cause: error,
      });
    }
    return parseEnvelope<T>(body, response.status);
  }

  async function request<T>(path: string, options: RequestOptions = {}): Promise<Answer<T>> {
    const clean = path.replace(/^\/+/, '');
    if (!options.beforeSession && deps.getToken() === null && deps.waitForToken) {
      await deps.waitForToken(options.signal);
    }
    const hadToken = deps.getToken() !== null;
    const result = await envelope<T>(clean, options);
    if (result.code === CODES.ok || options.accept?.includes(result.code)) {
      if (result.code === CODES.ok && hadToken && !options.beforeSession) deps.onSecureSuccess();
      return { code: result.code, data: result.data, tip: result.tip };
    }
    if (result.code === CODES.sessionInvalid) {
      if (deps.onSessionInvalid() === 'wait') return held(options.signal);
      throw new ApiError(CODES.sessionInvalid, TIPS.sessionFailed, { path: clean });
    }
    throw new ApiError(result.code, tipFor(result), { path: clean, data: result.data });
  }

  return {
    envelope,
    request,
    get: async (name, options = {}) =>
      (await request<never>(name, { ...options, method: 'GET' })).data,
    post: async (name, input, options = {}) =>
      (await request<never>(name, { ...options, method: 'POST', json: input ?? {} })).data,
    answer: (name, input, options) => request(name, { ...options, method: 'POST', json: input }),
    form: async (name, form, options = {}) =>
      (await request<never>(name, { ...options, method: 'POST', form })).data,
  };
}

/** The tab's client: token and flags from the shared jotai store, 1000 handled by the session guard. */
export const api: ApiClient = createApiClient({
  prefixUrl: API_PREFIX,
  getToken: currentToken,
  getXUserAgent: currentXUserAgent,
  onSessionInvalid: () => handleSessionInvalid(),
  onSecureSuccess: handleSecureSuccess,
  waitForToken,
  onNetwork: (outcome) => onlineStatus.reportRequest(outcome),
  adopt: (path, body, xUserAgent) => takeEarlyResponse(path, body, xUserAgent),
});

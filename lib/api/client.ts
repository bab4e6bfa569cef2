// The browser's API client: ky → same-origin /api/app (the BFF). Never throws on an HTTP
// status: every answer is an envelope, and only the envelope's code decides.
import ky, { TimeoutError, type KyInstance } from 'ky';

import { findApiCall, needsSession, type HttpMethod } from '@/lib/domain/api-calls';

import { CODES, TIPS } from '@/lib/protocol/codes';
import { parseEnvelope, type Envelope } from '@/lib/protocol/envelope';
import { ApiError, tipFor } from './envelope';
import { requestHeaders } from './request-headers';
import {
  currentToken,
  currentXUserAgent,
  handleSecureSuccess,
  handleSessionInvalid,
  waitForToken,
} from './session-guard';

export const API_PREFIX = '/api/app';
/** Above the BFF's own upstream timeout (15 s), so the BFF's 504 envelope normally arrives first. */
export const REQUEST_TIMEOUT_MS = 20_000;

export interface ApiClientDeps {
  prefixUrl: string;
  getToken(): string | null;
  getXUserAgent(): string;
  /** A 1000 arrived. 'wait': a reload is under way, hold the call; 'fail': reject it. */
  onSessionInvalid(): 'wait' | 'fail';
  /** A secure call succeeded with a token: the session is good. */
  onSecureSuccess(): void;
  /**
   * Resolves once a token exists (rejects if `signal` aborts first). A secure call made before
   * the session (a screen rendered during the bootstrap) waits on it instead of going out
   * without a token and drawing a 1000. Without this dep such a call goes out as it is.
   */
  waitForToken?(signal?: AbortSignal): Promise<void>;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export interface RequestOptions {
  method?: HttpMethod;
  json?: unknown;
  searchParams?: Record<string, string | number | boolean>;
  signal?: AbortSignal;
}

export interface ApiClient {
  /** The envelope as sent (any code, any HTTP status); rejects only when no answer arrived. */
  envelope<T>(path: string, options?: RequestOptions): Promise<Envelope<T>>;
  /** The data of a code-200 answer; an ApiError for any other code. */
  call<T>(path: string, options?: RequestOptions): Promise<T>;
  get<T>(
    path: string,
    searchParams?: RequestOptions['searchParams'],
    signal?: AbortSignal,
  ): Promise<T>;
  post<T>(path: string, json?: unknown, signal?: AbortSignal): Promise<T>;
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
    try {
      response = await http(clean, {
        method,
        headers: requestHeaders(deps.getToken(), deps.getXUserAgent()),
        ...(method === 'POST' ? { json: options.json ?? {} } : {}),
        ...(options.searchParams ? { searchParams: options.searchParams } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
      });
    } catch (error) {
      if (isAbort(error, options.signal)) throw error;
      if (error instanceof TimeoutError) {
        throw new ApiError(CODES.originTimeout, TIPS.timeout, { path: clean, cause: error });
      }
      throw new ApiError(CODES.originUnreachable, TIPS.network, { path: clean, cause: error });
    }
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

  async function call<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const clean = path.replace(/^\/+/, '');
    const method = options.method ?? 'POST';
    const known = findApiCall(method, clean);
    const secure = known?.secure === true;
    if (needsSession(known) && deps.getToken() === null && deps.waitForToken) {
      await deps.waitForToken(options.signal);
    }
    const hadToken = deps.getToken() !== null;
    const result = await envelope<T>(clean, options);
    if (result.code === CODES.ok) {
      if (hadToken && secure) deps.onSecureSuccess();
      return result.data;
    }
    if (result.code === CODES.sessionInvalid) {
      if (deps.onSessionInvalid() === 'wait') return held(options.signal);
      throw new ApiError(CODES.sessionInvalid, TIPS.sessionFailed, { path: clean });
    }
    throw new ApiError(result.code, tipFor(result), { path: clean, data: result.data });
  }

  return {
    envelope,
    call,
    get: (path, searchParams, signal) => call(path, { method: 'GET', searchParams, signal }),
    post: (path, json, signal) => call(path, { method: 'POST', json, signal }),
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
});

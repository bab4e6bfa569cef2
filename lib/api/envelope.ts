// The response envelope of both hops ({ code, data, tip, msg }, ARCHITECTURE "Protocol")
// and the error the browser client raises for anything but code 200.

export interface Envelope<T = unknown> {
  code: number;
  data: T;
  tip: string;
  msg: string;
}

export const CODE_OK = 200;
export const CODE_SESSION_INVALID = 1000;
export const CODE_ORIGIN_UNREACHABLE = 5020;
export const CODE_ORIGIN_TIMEOUT = 5040;
export const GUEST_REFUSED_CODES: readonly number[] = [6004, 6015];

export const NETWORK_TIP = '网络异常，请检查网络后重试';
export const TIMEOUT_TIP = '请求超时，请稍后重试';
export const BAD_RESPONSE_TIP = '服务器开小差了，请稍后重试';
/** §8 for guest-login codes 6004 and 6015. */
export const GUEST_REFUSED_TIP = '创建游客失败，请联系在线客服';
export const SESSION_FAILED_TIP = '登录状态异常，请点击重试';

export class ApiError extends Error {
  readonly code: number;
  /** Chinese text fit for the user; never empty. */
  readonly tip: string;
  readonly httpStatus: number | null;
  readonly path: string;
  /** The refusal's data, when the server sent some (4030 carries the price and preview). */
  readonly data: unknown;

  constructor(
    code: number,
    tip: string,
    options: { path?: string; httpStatus?: number | null; cause?: unknown; data?: unknown } = {},
  ) {
    super(`${options.path ?? 'api'}: code ${code}`, { cause: options.cause });
    this.name = 'ApiError';
    this.code = code;
    this.tip = tip;
    this.httpStatus = options.httpStatus ?? null;
    this.path = options.path ?? '';
    this.data = options.data ?? null;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * The envelope in a response body, whatever the HTTP status (the BFF passes the status
 * through and still sends an envelope). A body that is not one becomes a 5020 envelope
 * (5040 for a gateway timeout) so callers handle one shape only.
 */
export function parseEnvelope<T = unknown>(body: string, httpStatus: number): Envelope<T> {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    value = undefined;
  }
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    const code =
      typeof record.code === 'string' && /^\d{1,6}$/.test(record.code)
        ? Number(record.code)
        : record.code;
    if (typeof code === 'number' && Number.isInteger(code)) {
      return {
        code,
        data: (record.data ?? null) as T,
        tip: text(record.tip),
        msg: text(record.msg),
      };
    }
  }
  const timeout = httpStatus === 504;
  return {
    code: timeout ? CODE_ORIGIN_TIMEOUT : CODE_ORIGIN_UNREACHABLE,
    data: null as T,
    tip: timeout ? TIMEOUT_TIP : BAD_RESPONSE_TIP,
    msg: `unreadable response (HTTP ${httpStatus})`,
  };
}

/** The Chinese text for a non-200 envelope: the server's tip, else a generic one. */
export function tipFor(envelope: Pick<Envelope, 'code' | 'tip'>): string {
  if (envelope.tip !== '') return envelope.tip;
  if (envelope.code === CODE_ORIGIN_TIMEOUT) return TIMEOUT_TIP;
  if (envelope.code === CODE_ORIGIN_UNREACHABLE) return NETWORK_TIP;
  return BAD_RESPONSE_TIP;
}

/** The error screen's text for a failed bootstrap step (§8). */
export function bootErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (GUEST_REFUSED_CODES.includes(error.code)) return GUEST_REFUSED_TIP;
    return error.tip || NETWORK_TIP;
  }
  return NETWORK_TIP;
}

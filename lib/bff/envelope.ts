import 'server-only';

// The plain envelope the BFF answers the browser with, and the answers the BFF makes itself.
// Tips follow docs/protocol.md "Codes"; every failure the browser could learn something from
// (origin down, unreadable, undecryptable) shares one 5020 tip so the answer is no oracle.

export type Envelope = { code: number; data: unknown; tip: string; msg: string };

/** A failure the BFF answers itself; thrown anywhere below the handler, turned into a response once. */
export class BffError extends Error {
  readonly status: number;
  readonly envelope: Envelope;
  /** Not worth a log line: the browser went away, nobody reads the answer. */
  quiet = false;
  constructor(status: number, code: number, tip: string, msg: string, detail?: string) {
    // The detail goes to the server log only; the browser sees code, tip and msg.
    super(detail ?? msg);
    this.name = 'BffError';
    this.status = status;
    this.envelope = { code, data: null, tip, msg };
  }
}

export const TIP_BAD_GATEWAY = '网络连接异常，请稍后再试';
export const TIP_TIMEOUT = '请求超时，请稍后再试';
export const TIP_NOT_FOUND = '内容不存在或已删除';
export const TIP_BAD_PATH = '请求路径无效';
export const TIP_BAD_HEADER = '请求头无效';
export const TIP_BAD_QUERY = '请求参数有误，请检查后重试';
export const TIP_BAD_BODY = '请求格式有误，请检查后重试';
export const TIP_TOO_LARGE = '请求内容过大';

export const badGateway = (detail: string) =>
  new BffError(502, 5020, TIP_BAD_GATEWAY, 'bad_gateway', detail);
export function clientClosed(): BffError {
  const error = badGateway('client closed the request');
  error.quiet = true;
  return error;
}
export const gatewayTimeout = (detail: string) =>
  new BffError(504, 5040, TIP_TIMEOUT, 'gateway_timeout', detail);
export const notFound = (detail: string) =>
  new BffError(404, 4040, TIP_NOT_FOUND, 'not_found', detail);
export const badPath = (detail: string) =>
  new BffError(400, 4000, TIP_BAD_PATH, 'bad_input', detail);
export const badHeader = (detail: string) =>
  new BffError(400, 4000, TIP_BAD_HEADER, 'bad_input', detail);
export const badQuery = (detail: string) =>
  new BffError(400, 4000, TIP_BAD_QUERY, 'bad_input', detail);
export const badBody = (detail: string, status = 400) =>
  new BffError(status, 4000, TIP_BAD_BODY, 'bad_input', detail);
export const tooLarge = (detail: string) =>
  new BffError(413, 4000, TIP_TOO_LARGE, 'payload_too_large', detail);

// no-store: answers carry per-user data and tokens; no shared cache or bfcache may keep them.
const BASE_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
} as const;

export function envelopeResponse(
  status: number,
  envelope: Envelope,
  extra?: Record<string, string>,
): Response {
  return new Response(JSON.stringify(envelope), { status, headers: { ...BASE_HEADERS, ...extra } });
}

export function errorResponse(error: BffError): Response {
  return envelopeResponse(error.status, error.envelope);
}

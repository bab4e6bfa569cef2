import 'server-only';

// The answers the BFF makes itself. Codes and tips are the wire contract's (lib/protocol);
// every failure the browser could learn something from (origin down, unreadable,
// undecryptable) shares one 5020 tip so the answer is no oracle.
import { CODES, TIPS, codeInfo } from '@/lib/protocol/codes';
import { errorEnvelope, type Envelope } from '@/lib/protocol/envelope';

/** A failure the BFF answers itself; thrown anywhere below the handler, turned into a response once. */
export class BffError extends Error {
  readonly status: number;
  readonly envelope: Envelope;
  /** Not worth a log line: the browser went away, nobody reads the answer. */
  quiet = false;
  /** Headers the answer carries besides the envelope's (Allow on a 405). */
  headers: Record<string, string> | undefined;
  constructor(code: number, tip: string | undefined, detail?: string, status?: number) {
    const envelope = errorEnvelope(code, tip);
    // The detail goes to the server log only; the browser sees code, tip and msg.
    super(detail ?? envelope.msg);
    this.name = 'BffError';
    this.status = status ?? codeInfo(code).status;
    this.envelope = envelope;
  }
}

export const badGateway = (detail: string) =>
  new BffError(CODES.originUnreachable, undefined, detail);
export function clientClosed(): BffError {
  const error = badGateway('client closed the request');
  error.quiet = true;
  return error;
}
export const gatewayTimeout = (detail: string) =>
  new BffError(CODES.originTimeout, undefined, detail);
export const notFound = (detail: string) => new BffError(CODES.notFound, undefined, detail);
/** A listed path asked with a method it is not served with; `allow` lists the ones it is. */
export function methodNotAllowed(detail: string, allow: readonly string[]): BffError {
  const error = new BffError(CODES.methodNotAllowed, undefined, detail);
  error.headers = { allow: allow.join(', ') };
  return error;
}
export const badPath = (detail: string) => new BffError(CODES.badInput, TIPS.badPath, detail);
export const badHeader = (detail: string) => new BffError(CODES.badInput, TIPS.badHeader, detail);
export const badQuery = (detail: string) => new BffError(CODES.badInput, undefined, detail);
export const badBody = (detail: string, status = 400) =>
  new BffError(CODES.badInput, TIPS.badBody, detail, status);
/** A JSON body still arriving when its time is up: the browser's slowness, not the origin's. */
export const bodyTimeout = (detail: string) => {
  const error = new BffError(CODES.badInput, TIPS.timeout, detail, 408);
  error.envelope.msg = 'request_timeout';
  return error;
};
export const tooLarge = (detail: string) => {
  const error = new BffError(CODES.badInput, TIPS.tooLarge, detail, 413);
  error.envelope.msg = 'payload_too_large';
  return error;
};

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
  return envelopeResponse(error.status, error.envelope, error.headers);
}

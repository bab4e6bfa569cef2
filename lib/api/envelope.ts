// The error the browser client raises for anything but code 200, and the texts it shows.
// Codes, tips and the envelope itself are the wire contract's (lib/protocol).
import { CODES, GUEST_REFUSED_CODES, TIPS, TIP_GUEST_REFUSED } from '@/lib/protocol/codes';
import type { Envelope } from '@/lib/protocol/envelope';

export class ApiError extends Error {
  readonly code: number;
  /** Chinese text fit for the user; never empty. */
  readonly tip: string;
  readonly httpStatus: number | null;
  readonly path: string;
  /** The refusal's data, when the server sent some. */
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

/** The Chinese text for a non-200 envelope: the server's tip, else a generic one. */
export function tipFor(envelope: Pick<Envelope, 'code' | 'tip'>): string {
  if (envelope.tip !== '') return envelope.tip;
  if (envelope.code === CODES.originTimeout) return TIPS.timeout;
  if (envelope.code === CODES.originUnreachable) return TIPS.network;
  return TIPS.badResponse;
}

/** The error screen's text for a failed bootstrap step (§8). */
export function bootErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (GUEST_REFUSED_CODES.includes(error.code)) return TIP_GUEST_REFUSED;
    return error.tip || TIPS.network;
  }
  return TIPS.network;
}

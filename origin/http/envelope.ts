// The origin's refusal: thrown anywhere below a handler, answered once by onError. Codes and
// tips are the wire contract's (lib/protocol/codes.ts).
import { CODES, codeInfo } from '@/lib/protocol/codes';
import type { Envelope } from '@/lib/protocol/envelope';

export type ApiErrorOptions = {
  /** Overrides the code's default English msg (e.g. `replay` under 4001, for logs). */
  msg?: string;
  /** Seconds, sent as Retry-After with 4290. */
  retryAfter?: number;
  /** Why, for the log only; never sent. */
  detail?: string;
  /** The answer's data, for the refusals a call expects and reads (media/play's 4030). */
  data?: unknown;
  /** HTTP status other than the code's (the chunk target's 415, which §5 makes permanent). */
  status?: number;
};

/** A refusal with a Chinese tip. Thrown anywhere below the handler; onError turns it into the envelope. */
export class ApiError extends Error {
  readonly code: number;
  readonly status: number;
  readonly tip: string;
  readonly msg: string;
  readonly retryAfter: number | undefined;
  readonly data: unknown;
  constructor(code: number, tip?: string, options: ApiErrorOptions = {}) {
    const info = codeInfo(code);
    super(options.detail ?? options.msg ?? info.msg);
    this.name = 'ApiError';
    this.code = code;
    this.status = options.status ?? info.status;
    this.tip = tip ?? info.tip;
    this.msg = options.msg ?? info.msg;
    this.retryAfter = options.retryAfter;
    this.data = options.data ?? null;
  }

  get envelope(): Envelope {
    return { code: this.code, data: this.data, tip: this.tip, msg: this.msg };
  }
}

export const badInput = (tip: string, detail?: string) =>
  new ApiError(CODES.badInput, tip, { detail });
export const forbidden = (tip?: string, detail?: string) =>
  new ApiError(CODES.forbidden, tip, { detail });
export const notFound = (tip?: string) => new ApiError(CODES.notFound, tip);
export const sessionInvalid = (detail?: string) =>
  new ApiError(CODES.sessionInvalid, undefined, { detail });
export const rateLimited = (retryAfter: number, tip?: string) =>
  new ApiError(CODES.rateLimited, tip, { retryAfter: Math.max(1, Math.ceil(retryAfter)) });

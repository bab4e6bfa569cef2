// The answer envelope `{ code, data, tip, msg }` and the error codes of docs/protocol.md "Codes".

export type Envelope = { code: number; data: unknown; tip: string; msg: string };

type CodeInfo = { status: number; tip: string; msg: string };

export const CODES = {
  ok: 200,
  sessionInvalid: 1000,
  badInput: 4000,
  badSignature: 4001,
  balance: 4010,
  forbidden: 4030,
  notFound: 4040,
  rateLimited: 4290,
  originError: 5000,
  guestDevice: 6004,
  guestNetwork: 6015,
} as const;

// HTTP status mirrors the code so proxies and monitoring see failures (protocol.md).
const INFO: Record<number, CodeInfo> = {
  200: { status: 200, tip: '', msg: 'ok' },
  1000: { status: 401, tip: '登录已失效，请重新登录', msg: 'session_invalid' },
  4000: { status: 400, tip: '请求参数有误，请检查后重试', msg: 'bad_input' },
  4001: { status: 401, tip: '请求校验失败，请检查手机时间后重试', msg: 'bad_signature' },
  4010: { status: 402, tip: '余额不足，请先充值', msg: 'insufficient_balance' },
  4030: { status: 403, tip: '需要开通VIP或购买后才能使用', msg: 'forbidden' },
  4040: { status: 404, tip: '内容不存在或已删除', msg: 'not_found' },
  4290: { status: 429, tip: '操作太频繁，请稍后再试', msg: 'rate_limited' },
  5000: { status: 500, tip: '服务器繁忙，请稍后再试', msg: 'origin_error' },
  6004: { status: 403, tip: '游客创建失败，请联系在线客服', msg: 'guest_refused' },
  6015: { status: 403, tip: '游客创建失败，请联系在线客服', msg: 'guest_refused' },
};

export const TIP_NOT_OPEN = '功能暂未开放';
export const TIP_UNKNOWN_PATH = '接口不存在';
export const TIP_NOT_OFFERED = '本平台不提供该功能';

export type ApiErrorOptions = {
  /** Overrides the code's default English msg (e.g. `replay` under 4001, for logs). */
  msg?: string;
  /** Seconds, sent as Retry-After with 4290. */
  retryAfter?: number;
  /** Why, for the log only; never sent. */
  detail?: string;
};

/** A refusal with a Chinese tip. Thrown anywhere below the handler; onError turns it into the envelope. */
export class ApiError extends Error {
  readonly code: number;
  readonly status: number;
  readonly tip: string;
  readonly msg: string;
  readonly retryAfter: number | undefined;
  constructor(code: number, tip?: string, options: ApiErrorOptions = {}) {
    const info = INFO[code] ?? INFO[5000]!;
    super(options.detail ?? options.msg ?? info.msg);
    this.name = 'ApiError';
    this.code = code;
    this.status = info.status;
    this.tip = tip ?? info.tip;
    this.msg = options.msg ?? info.msg;
    this.retryAfter = options.retryAfter;
  }

  get envelope(): Envelope {
    return { code: this.code, data: null, tip: this.tip, msg: this.msg };
  }
}

export const badInput = (tip: string, detail?: string) =>
  new ApiError(CODES.badInput, tip, { detail });
export const notFound = (tip?: string) => new ApiError(CODES.notFound, tip);
export const sessionInvalid = (detail?: string) =>
  new ApiError(CODES.sessionInvalid, undefined, { detail });
export const rateLimited = (retryAfter: number, tip?: string) =>
  new ApiError(CODES.rateLimited, tip, { retryAfter: Math.max(1, Math.ceil(retryAfter)) });

export function okEnvelope(data: unknown): Envelope {
  return { code: CODES.ok, data: data ?? null, tip: '', msg: 'ok' };
}

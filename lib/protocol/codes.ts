// The answer codes of docs/protocol.md "Codes" and their Chinese tips, once, for the browser,
// the BFF and the origin. Browser-safe: no node modules, no secrets.

export const CODES = {
  ok: 200,
  sessionInvalid: 1000,
  badInput: 4000,
  badSignature: 4001,
  balance: 4010,
  forbidden: 4030,
  notFound: 4040,
  methodNotAllowed: 4050,
  conflict: 4090,
  rateLimited: 4290,
  originError: 5000,
  originUnreachable: 5020,
  originTimeout: 5040,
  guestDevice: 6004,
  guestNetwork: 6015,
} as const;

export type Code = (typeof CODES)[keyof typeof CODES];

export type CodeInfo = {
  /** The HTTP status that mirrors the code on hop 2 (origin → BFF), so monitoring sees failures. */
  readonly status: number;
  /**
   * An answer the call gives this caller (its input, its session, its rights, its balance), not
   * a failure of the request: on hop 1 the BFF sends it with HTTP 200 and the envelope's code
   * carries the refusal, so a browser logs no failed request for a wrong password.
   */
  readonly refusal: boolean;
  /** Default Chinese text for the user; '' only on success. */
  readonly tip: string;
  /** Short English text for logs; clients never branch on it. */
  readonly msg: string;
  /** What the code means, for the protocol doc. */
  readonly meaning: string;
};

/** §8's text for guest-login codes 6004 and 6015. */
export const TIP_GUEST_REFUSED = '创建游客失败，请联系在线客服';
const TIP_TIMEOUT = '请求超时，请稍后再试';

export const CODE_INFO: Readonly<Record<Code, CodeInfo>> = {
  200: { status: 200, refusal: false, tip: '', msg: 'ok', meaning: 'success' },
  1000: {
    status: 401,
    refusal: true,
    tip: '登录已失效，请重新登录',
    msg: 'session_invalid',
    meaning:
      'session invalid: token missing on a secure call, unknown, expired or logged out. The client clears the token and reloads the page, at most once per page load',
  },
  4000: {
    status: 400,
    refusal: true,
    tip: '请求参数有误，请检查后重试',
    msg: 'bad_input',
    meaning: 'bad input; the tip names what is wrong (e.g. 手机号格式不正确)',
  },
  4001: {
    status: 401,
    refusal: false,
    tip: '请求校验失败，请检查手机时间后重试',
    msg: 'bad_signature',
    meaning:
      'request not authentic: `x-api-key` or playback query missing or malformed, \\|now − t\\| > 300 s, nonce seen in the last 600 s, wrong signature, unknown `x-key-version`, an encrypted body that fails to decrypt, or with `START_ENCRYPT_HTTP` on a request not sealed (no `x-encrypted: 1`) or a multipart body on a call that is not an upload',
  },
  4010: {
    status: 402,
    refusal: true,
    tip: '余额不足，请先充值',
    msg: 'insufficient_balance',
    meaning: 'not enough balance (gold, diamonds, points)',
  },
  4030: {
    status: 403,
    refusal: true,
    tip: '需要开通VIP或购买后才能使用',
    msg: 'forbidden',
    meaning: 'needs VIP or a purchase; also a caller whose identity may not make this call',
  },
  4040: {
    status: 404,
    refusal: true,
    tip: '内容不存在或已删除',
    msg: 'not_found',
    meaning:
      'not found (content, user, order…); also the BFF’s answer for any path not in the call table, with no upstream call (HTTP 404 to the browser then), and a declared call not built yet (tip 功能暂未开放)',
  },
  4050: {
    status: 405,
    refusal: false,
    tip: '不支持的请求方式',
    msg: 'method_not_allowed',
    meaning:
      'a method the path is not served with (PUT, DELETE, PATCH, OPTIONS, HEAD, TRACE…, or GET on a POST call and the reverse); BFF only, with an `Allow` header listing the methods it is served with',
  },
  4090: {
    status: 409,
    refusal: true,
    tip: '内容已被他人修改，请刷新后再保存',
    msg: 'conflict',
    meaning:
      'a console save made on an old copy: the row’s `version` moved on since the editor read it (docs/admin-api.md "Home"); nothing was written',
  },
  4290: {
    status: 429,
    refusal: false,
    tip: '操作太频繁，请稍后再试',
    msg: 'rate_limited',
    meaning: 'rate limited; a `Retry-After` header (seconds) is set',
  },
  5000: {
    status: 500,
    refusal: false,
    tip: '服务器繁忙，请稍后再试',
    msg: 'origin_error',
    meaning: 'error inside the origin',
  },
  5020: {
    status: 502,
    refusal: false,
    tip: '网络连接异常，请稍后再试',
    msg: 'bad_gateway',
    meaning:
      'BFF only: origin unreachable, or its answer unreadable (not JSON, not an envelope, fails decryption)',
  },
  5040: {
    status: 504,
    refusal: false,
    tip: TIP_TIMEOUT,
    msg: 'gateway_timeout',
    meaning: 'BFF only: the origin did not answer within the BFF’s upstream timeout',
  },
  6004: {
    status: 403,
    refusal: true,
    tip: TIP_GUEST_REFUSED,
    msg: 'guest_refused',
    meaning: '`login/guest` only: guest creation refused for this device',
  },
  6015: {
    status: 403,
    refusal: true,
    tip: TIP_GUEST_REFUSED,
    msg: 'guest_refused',
    meaning:
      '`login/guest` only: guest creation refused because this network has created too many guests',
  },
};

export const GUEST_REFUSED_CODES: readonly number[] = [CODES.guestDevice, CODES.guestNetwork];

/** The catalogue entry of a code; an unknown code reads as 5000. */
export function codeInfo(code: number): CodeInfo {
  return (CODE_INFO as Record<number, CodeInfo>)[code] ?? CODE_INFO[CODES.originError];
}

// Tips that refine a code's default (the code stays the one above).
export const TIPS = {
  notOpen: '功能暂未开放',
  notOffered: '本平台不提供该功能',
  unknownPath: '接口不存在',
  badPath: '请求路径无效',
  badHeader: '请求头无效',
  badBody: '请求格式有误，请检查后重试',
  tooLarge: '请求内容过大',
  badText: '内容含有无法识别的字符，请修改后重试',
  timeout: TIP_TIMEOUT,
  /** The browser's own: no answer arrived at all. */
  network: '网络异常，请检查网络后重试',
  /** The browser's own: an answer that is not an envelope. */
  badResponse: '服务器开小差了，请稍后重试',
  /** The browser's own: a 1000 after the session was just renewed. */
  sessionFailed: '登录状态异常，请点击重试',
} as const;

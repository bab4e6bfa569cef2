// The call table of §7, once: the BFF's allow-list and the origin's router both read it.
// `secure` follows §7; for the calls §7 leaves unmarked (Collect, Image to video, Text to
// image, Text to novel, Live, Content, Custom) we mark secure those that touch a user's
// data or money and public the rest (docs/protocol.md lists the choice).

export type HttpMethod = 'GET' | 'POST';

export interface ApiCall {
  /** Path under /api/app, without a leading slash. */
  readonly path: string;
  readonly method: HttpMethod;
  readonly secure: boolean;
  /** multipart/form-data instead of JSON. */
  readonly form?: boolean;
  /** Never built: the origin refuses it (undressing photos of people). */
  readonly refused?: boolean;
  /**
   * Secure by §7 (the token goes along when there is one) but answered without one: the app
   * makes it before its first login (the config). The origin's `token-if-present` routes.
   */
  readonly beforeSession?: boolean;
}

const post = (path: string, secure: boolean, extra: Partial<ApiCall> = {}): ApiCall => ({
  path,
  method: 'POST',
  secure,
  ...extra,
});
const get = (path: string, secure: boolean, extra: Partial<ApiCall> = {}): ApiCall => ({
  path,
  method: 'GET',
  secure,
  ...extra,
});

const area = (prefix: string, secure: boolean, calls: readonly string[]): ApiCall[] =>
  calls.map((c) => post(`${prefix}/${c}`, secure));

export const API_CALLS: readonly ApiCall[] = [
  post('ad/click', true),
  post('aiService/list', true),
  get('aiGirlfriend/gianBalance', true),
  ...area('aiGirlfriend', true, ['score/pay', 'score/product/list', 'sync']),
  ...area('aiOrder', true, ['del', 'facechange/list', 'facechange/submit']),
  post('aiOrder/strip/list', true, { refused: true }),
  post('aiOrder/strip/submit', true, { refused: true }),
  post('aiTemplate/list', true),
  ...area('apps', false, ['click', 'list', 'page']),
  post('card/list', true),
  ...area('collect', true, ['delete', 'operate']),
  ...area('comment', true, ['add', 'list']),
  post('content/info', false),
  post('custom/getEndpoint', false),
  post('feedback/add', true),
  post('game/login', true),
  post('gold/paytypeinfo', true),
  ...area('imgToVideo', true, ['generate', 'hide', 'order']),
  ...area('live', false, ['home', 'recommended']),
  ...area('login', false, [
    'account/login',
    'account/register',
    'before',
    'bindMobile',
    'captcha',
    'guest',
    'official',
  ]),
  post('login/phone', true),
  ...area('media', true, [
    'actor/details',
    'collect/details',
    'collect/home',
    'collect/pay',
    'home',
    'hotSearchs/list',
    'like',
    'pay',
    'play',
    'published',
    'recommend',
    'short/recommend',
    'tag/details',
    'topic/details',
    'trackList',
  ]),
  ...area('message', true, ['latest', 'list']),
  post('ping/announcement', false),
  get('ping/check', true, { beforeSession: true }),
  get('ping/config', true, { beforeSession: true }),
  get('ping/contact', true, { beforeSession: true }),
  ...area('post', true, ['detail', 'list', 'mypublish', 'pay', 'publish']),
  ...area('recharge', true, ['history', 'submit']),
  ...area('redeem', false, ['exchange', 'list']),
  post('redeem/history', true),
  ...area('redeemcode', true, ['list', 'use']),
  ...area('search', true, ['details', 'hot']),
  ...area('txtToImg', true, ['generate', 'hide', 'list']),
  ...area('txtToNovel', true, ['generate', 'hide', 'info', 'list']),
  ...area('upblogers', true, ['cares', 'info', 'list']),
  post('upload/images', false, { form: true }),
  post('upload/img', true, { form: true }),
  post('upload/imgv2', true, { form: true }),
  // The chunked-upload target (§7 "Chunked upload"): GET tests a chunk, POST sends it.
  get('upload/chunk', true),
  post('upload/chunk', true, { form: true }),
  ...area('user', true, [
    'avatar',
    'changeMobile',
    'changePassword',
    'info',
    'info/modify',
    'invite/income',
    'invite/list',
    'invite/redeem',
    'qrcode',
  ]),
  // §7 leaves logout and online/time unmarked: both act on the caller's token when one is sent.
  post('user/logout', false),
  post('user/online/time', false),
  post('user/qrcode/info', false),
  ...area('usertask', true, ['get', 'list']),
];

/** The playback playlist route: GET media/h5/m3u8/{id}, signed by the BFF, not JSON. */
export const PLAYBACK_PREFIX = 'media/h5/m3u8/';
const PLAYBACK_ID = /^[A-Za-z0-9_-]{1,64}$/;

const byKey = new Map(API_CALLS.map((c) => [`${c.method} ${c.path}`, c]));

/** A call that needs a session: secure, and not one the app makes before its first login. */
export function needsSession(call: ApiCall | undefined): boolean {
  return call !== undefined && call.secure && call.beforeSession !== true;
}

/** The §7 call for a method and path (no leading slash), or undefined. */
export function findApiCall(method: string, path: string): ApiCall | undefined {
  return byKey.get(`${method.toUpperCase()} ${path}`);
}

/** The playback id when `path` is `media/h5/m3u8/{id}` with a well-formed id, else null. */
export function playbackId(path: string): string | null {
  if (!path.startsWith(PLAYBACK_PREFIX)) return null;
  const id = path.slice(PLAYBACK_PREFIX.length);
  return PLAYBACK_ID.test(id) ? id : null;
}

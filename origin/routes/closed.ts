// The §7 calls not built yet (404 / 4040 功能暂未开放, until their issue builds them) and the two
// that are never built (aiOrder/strip/*: undressing photos of people, refused for good).
import type { Hono } from 'hono';

import type { OriginEnv } from '../http/context';
import { sendEnvelope } from '../http/context';
import { CODES, TIPS } from '@/lib/protocol/codes';

type Call = readonly ['GET' | 'POST', string];

const post = (...paths: string[]): Call[] => paths.map((p) => ['POST', p] as const);

/** Every §7 call without behaviour yet, with its method (docs/protocol.md "Call paths"). */
export const NOT_OPEN_CALLS: readonly Call[] = [
  ...post('aiService/list'),
  ['GET', 'aiGirlfriend/gianBalance'],
  ...post('aiGirlfriend/score/pay', 'aiGirlfriend/score/product/list', 'aiGirlfriend/sync'),
  ...post('aiOrder/del', 'aiOrder/facechange/list', 'aiOrder/facechange/submit'),
  ...post('aiTemplate/list'),
  ...post('apps/click', 'apps/list', 'apps/page'),
  ...post('card/list'),
  ...post('comment/add', 'comment/list'),
  ...post('feedback/add'),
  ...post('game/login'),
  ...post('gold/paytypeinfo'),
  ...post('imgToVideo/generate', 'imgToVideo/hide', 'imgToVideo/order'),
  ...post('live/home', 'live/recommended'),
  ...post('message/latest', 'message/list'),
  ...post('post/detail', 'post/list', 'post/mypublish', 'post/pay', 'post/publish'),
  ...post('recharge/history', 'recharge/submit'),
  ...post('redeem/exchange', 'redeem/list', 'redeem/history'),
  ...post('redeemcode/list', 'redeemcode/use'),
  ...post('txtToImg/generate', 'txtToImg/hide', 'txtToImg/list'),
  ...post('txtToNovel/generate', 'txtToNovel/hide', 'txtToNovel/info', 'txtToNovel/list'),
  ...post('upblogers/cares', 'upblogers/info', 'upblogers/list'),
  ...post('upload/images', 'upload/img', 'upload/imgv2'),
  ['GET', 'upload/chunk'],
  ['POST', 'upload/chunk'],
  ...post(
    'user/avatar',
    'user/changeMobile',
    'user/changePassword',
    'user/info/modify',
    'user/invite/income',
    'user/invite/list',
    'user/invite/redeem',
  ),
  ...post('usertask/get', 'usertask/list'),
];

export const REFUSED_CALLS: readonly string[] = ['aiOrder/strip/list', 'aiOrder/strip/submit'];

export function registerClosedCalls(app: Hono<OriginEnv>): void {
  for (const [method, path] of NOT_OPEN_CALLS) {
    // GET/POST /api/app/<not yet built> – 404 / 4040 功能暂未开放
    app.on(method, `/api/app/${path}`, (c) =>
      sendEnvelope(
        c,
        { code: CODES.notFound, data: null, tip: TIPS.notOpen, msg: 'not_open' },
        404,
      ),
    );
  }
  for (const path of REFUSED_CALLS) {
    // any method /api/app/aiOrder/strip/* – refused for good, whatever later issues build
    app.all(`/api/app/${path}`, (c) =>
      sendEnvelope(
        c,
        { code: CODES.notFound, data: null, tip: TIPS.notOffered, msg: 'not_offered' },
        404,
      ),
    );
  }
}

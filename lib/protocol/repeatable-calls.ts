// Which calls the BFF may send a second time when the origin's balancer lost the first
// (docs/deploy.md "Failover"): a repeat must have no visible effect beyond the first one.
import type { CallDef } from './call';
import type { CallName } from './call-table';

/**
 * POST calls that only read (no counter moves, nothing is recorded), or writes the origin makes
 * idempotent (a second purchase charges 0; a like or a follow sets a state). Left out on purpose:
 * media/play (counts a view), search/details (counts the keyword), the AI orders (a requestId
 * is optional), logins and registrations (a second session or account), and every upload.
 */
const REPEATABLE_POSTS: readonly CallName[] = [
  // Reads.
  'gold/paytypeinfo',
  'recharge/history',
  'redeemcode/list',
  'user/wallet/ledger',
  'txtToNovel/info',
  'txtToNovel/list',
  'aiTemplate/list',
  'aiOrder/facechange/list',
  'txtToImg/list',
  'aiGirlfriend/score/product/list',
  'aiGirlfriend/persona/list',
  'content/info',
  'ping/announcement',
  'ping/contact',
  'usertask/list',
  'apps/list',
  'redeem/list',
  'redeem/history',
  'card/list',
  'user/invite/income',
  'user/invite/list',
  'message/latest',
  'aiService/list',
  'live/home',
  'live/recommended',
  'post/list',
  'post/detail',
  'post/mypublish',
  'comment/list',
  'upblogers/list',
  'upblogers/info',
  'media/home',
  'media/card',
  'media/recommend',
  'media/short/recommend',
  'media/collect/home',
  'media/collect/details',
  'media/tag/details',
  'media/topic/details',
  'media/actor/details',
  'media/published',
  'media/hotSearchs/list',
  'media/trackList',
  'search/hot',
  // Writes the origin makes idempotent.
  'media/pay',
  'media/collect/pay',
  'post/pay',
  'media/like',
  'upblogers/cares',
];

const REPEATABLE = new Set<string>(REPEATABLE_POSTS);

/** GETs only read; a POST only when listed above. Uploads and streams never. */
export function isRepeatable(call: Pick<CallDef, 'name' | 'method' | 'form' | 'stream'>): boolean {
  if (call.form || call.stream) return false;
  return call.method === 'GET' || REPEATABLE.has(call.name);
}

// 兑换码 calls (§7 Redeemcode): operator-issued codes for diamonds or VIP days (docs/money-api.md).
// Secure; a guest's session may list (its codes of before the rule), only an account may use one.
import type { RouteDeps } from '../../http/context';
import type { Handlers } from '../../http/route';
import { pageRequest } from '../../services/platform/paging';
import { listRedeemUses, redeemCode } from '../../services/money/redeem';

export function redeemHandlers(deps: RouteDeps): Handlers {
  const { db, now } = deps;
  return {
    // POST /api/app/redeemcode/use – uses a code once for the calling account (4030 guest); misses are counted (4290)
    'redeemcode/use': ({ input, session, c }) =>
      redeemCode(db, {
        userId: session.userId,
        ip: c.get('clientIp'),
        code: input.code,
        nowMs: now(),
      }),
    // POST /api/app/redeemcode/list – the codes the caller has used, newest first
    'redeemcode/list': ({ input, session }) =>
      listRedeemUses(db, session.userId, pageRequest(input)),
  };
}

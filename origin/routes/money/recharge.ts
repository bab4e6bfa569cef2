// Recharge calls (§7 Gold paytypeinfo, Recharge submit and history; docs/money-api.md). Secure: a
// guest's session will do (its balance and orders follow it into the account it logs into).
import type { RouteDeps } from '../../http/context';
import type { Handlers } from '../../http/route';
import { pageRequest } from '../../services/platform/paging';
import { createPaySigner } from '../../services/money/pay-sign';
import { payTypeInfo, rechargeHistory, submitRecharge } from '../../services/money/recharge';

export function rechargeHandlers(deps: RouteDeps): Handlers {
  const { db, now } = deps;
  const { cashierUrl } = createPaySigner(deps.config.signKey, deps.config.publicUrl);
  const payPage = deps.config.payDemoCashier;
  const payUrl = payPage ? cashierUrl : null;
  return {
    // POST /api/app/gold/paytypeinfo – one kind's packages, the ways to pay and the caller's gold
    'gold/paytypeinfo': ({ input, session }) =>
      payTypeInfo(db, session.userId, input.kind, payPage),
    // POST /api/app/recharge/submit – places an order: paid at once with gold, else its payUrl
    'recharge/submit': ({ input, session }) =>
      submitRecharge(db, {
        userId: session.userId,
        productId: input.productId,
        payType: input.payType,
        nowMs: now(),
        payUrl,
      }),
    // POST /api/app/recharge/history – the caller's orders newest first, or one by its number
    'recharge/history': ({ input, session }) =>
      rechargeHistory(db, pageRequest(input), {
        userId: session.userId,
        orderNo: input.orderNo,
        nowMs: now(),
        payUrl,
      }),
  };
}

// Recharge calls (§7 Gold paytypeinfo, Recharge submit and history; docs/money-api.md). Secure: a
// guest's session will do (its balance and orders follow it into the account it logs into).
import type { RouteDeps } from '../../http/context';
import type { Handlers } from '../../http/route';
import { pageRequest } from '../../services/platform/paging';
import { choosePayProviders } from '../../services/money/pay-provider-choice';
import { payTypeInfo, rechargeHistory, submitRecharge } from '../../services/money/recharge';

export function rechargeHandlers(deps: RouteDeps): Handlers {
  const { db, now } = deps;
  const { online, signer } = choosePayProviders(deps.config);
  // Every way opens our signed /pay/cashier link, which shows the demo page or goes on to the provider's.
  const payUrl = online.length > 0 ? signer.cashierUrl : null;
  return {
    // POST /api/app/gold/paytypeinfo – one kind's packages, the ways to pay and the caller's gold
    'gold/paytypeinfo': ({ input, session }) => payTypeInfo(db, session.userId, input.kind, online),
    // POST /api/app/recharge/submit – places an order: paid at once with gold, else its payUrl
    'recharge/submit': ({ input, session }) =>
      submitRecharge(db, {
        userId: session.userId,
        productId: input.productId,
        payType: input.payType,
        nowMs: now(),
        payUrl,
        online,
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

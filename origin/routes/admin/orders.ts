// The console's 订单与退款 calls (docs/admin-api.md "Orders and refunds"): finance's and the
// owner's (the call table says so and admin-route.ts checks it before these run).
import type { RouteDeps } from '../../http/context';
import { refundOrder } from '../../services/admin/orders-changes';
import { listOrders, orderStory, reconcile } from '../../services/admin/orders-view';
import type { AdminHandlers } from './admin-route';

type OrderHandlers = Pick<AdminHandlers, Extract<keyof AdminHandlers, `orders/${string}`>>;

const DEFAULT_PAGE_SIZE = 20;

export function adminOrderHandlers(deps: RouteDeps): OrderHandlers {
  const { db, now } = deps;
  return {
    'orders/list': ({ input }) =>
      listOrders(
        db,
        {
          orderNo: input.orderNo,
          user: input.user,
          fromMs: input.from,
          toMs: input.to,
          page: input.page ?? 1,
          pageSize: input.pageSize ?? DEFAULT_PAGE_SIZE,
        },
        now(),
      ),
    'orders/get': ({ input }) => orderStory(db, input.orderNo, now()),
    'orders/refund': ({ input, session, address }) =>
      refundOrder(deps, { operatorId: session.operator.id, address }, input),
    'orders/reconcile': ({ input }) => reconcile(db, { fromMs: input.from, toMs: input.to }, now()),
  };
}

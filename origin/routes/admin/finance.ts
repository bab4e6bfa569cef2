// The console's 财务 calls (docs/admin-api.md "Redeem batches"): the owner's or finance's (the
// call table says so and admin-route.ts checks it before these run).
import type { RouteDeps } from '../../http/context';
import {
  createRedeemBatch,
  disableRedeemBatch,
  exportRedeemBatch,
  listRedeemBatches,
  listRedeemBatchUses,
} from '../../services/admin/redeem-batches';
import type { AdminHandlers } from './admin-route';

type FinanceName = Extract<keyof AdminHandlers, `finance/${string}`>;
type FinanceHandlers = Pick<AdminHandlers, FinanceName>;

const actorOf = (session: { operator: { id: number } }, address: string) => ({
  operatorId: session.operator.id,
  address,
});

export function adminFinanceHandlers(deps: RouteDeps): FinanceHandlers {
  const { db } = deps;
  return {
    'finance/redeem/list': async () => ({ items: await listRedeemBatches(db) }),
    'finance/redeem/create': async ({ input, session, address }) => ({
      item: await createRedeemBatch(deps, actorOf(session, address), input),
    }),
    'finance/redeem/disable': async ({ input, session, address }) => ({
      item: await disableRedeemBatch(deps, actorOf(session, address), input.id),
    }),
    'finance/redeem/export': ({ input, session, address }) =>
      exportRedeemBatch(deps, actorOf(session, address), input.id),
    'finance/redeem/uses': ({ input }) => listRedeemBatchUses(db, input.id, input),
  };
}

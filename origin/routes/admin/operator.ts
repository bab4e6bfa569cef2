// The console's operator calls (docs/admin-api.md): the owner's alone (the call table says so
// and admin-route.ts checks it before these run).
import type { RouteDeps } from '../../http/context';
import { badInput, notFound } from '../../http/envelope';
import { createOperator, disableOperator, listOperators } from '../../services/admin/operators';
import type { AdminHandlers } from './admin-route';

type OperatorHandlers = Pick<
  AdminHandlers,
  'operator/list' | 'operator/create' | 'operator/disable'
>;

export function adminOperatorHandlers(deps: RouteDeps): OperatorHandlers {
  const { db } = deps;
  return {
    'operator/list': async () => ({ items: await listOperators(db) }),

    'operator/create': async ({ input, session, address }) => {
      const actor = { operatorId: session.operator.id, address };
      const created = await createOperator(db, input, actor, deps.now());
      if (!created) throw badInput('该账号已存在', 'admin: operator name taken');
      return created;
    },

    'operator/disable': async ({ input, session, address }) => {
      // Whoever could undo it would be gone: an owner never locks itself out.
      if (input.id === session.operator.id) throw badInput('不能停用自己的账号');
      const actor = { operatorId: session.operator.id, address };
      const operator = await disableOperator(db, input.id, actor, deps.now());
      if (!operator) throw notFound('管理员不存在');
      return { operator };
    },
  };
}

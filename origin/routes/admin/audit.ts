// The audit log's read call (docs/admin-api.md): filtered, sorted and paged by the origin.
import type { RouteDeps } from '../../http/context';
import { listAudit } from '../../services/admin/audit';
import type { AdminHandlers } from './admin-route';

const DEFAULT_PAGE_SIZE = 20;

export function adminAuditHandlers(deps: RouteDeps): Pick<AdminHandlers, 'audit/list'> {
  return {
    'audit/list': ({ input }) =>
      listAudit(deps.db, {
        operatorId: input.operatorId,
        action: input.action,
        fromMs: input.from,
        toMs: input.to,
        sort: input.sort,
        order: input.order,
        page: input.page ?? 1,
        pageSize: input.pageSize ?? DEFAULT_PAGE_SIZE,
      }),
  };
}

// AI studio calls (§7 "AI template", "AI orders"): face swap on the operator's templates with the
// caller's own photo and consent (docs/ai-api.md). Secure. The strip calls are refused for good
// by http/route.ts and never reach a handler.
import type { RouteDeps } from '../../http/context';
import type { Handlers } from '../../http/route';
import { deleteFaceOrders, listFaceOrders, submitFaceOrder } from '../../services/ai/orders';
import { listTemplates } from '../../services/ai/templates';
import { pageRequest } from '../../services/platform/paging';

export function aiHandlers(deps: RouteDeps): Handlers {
  const { db, now, jobs } = deps;
  return {
    // POST /api/app/aiTemplate/list – the operator's face-swap templates, in the operator's order
    'aiTemplate/list': ({ input }) => listTemplates(db, pageRequest(input)),
    // POST /api/app/aiOrder/facechange/submit – charges and queues an order; a repeated requestId answers the first
    'aiOrder/facechange/submit': async ({ input, session }) => {
      const { queued, ...submitted } = await submitFaceOrder(db, {
        userId: session.userId,
        templateId: input.templateId,
        photo: input.photo,
        requestId: input.requestId,
        nowMs: now(),
      });
      if (queued) jobs.ai(submitted.order.id);
      return submitted;
    },
    // POST /api/app/aiOrder/facechange/list – the caller's orders, newest first
    'aiOrder/facechange/list': ({ input, session }) =>
      listFaceOrders(db, session.userId, input.status, pageRequest(input)),
    // POST /api/app/aiOrder/del – removes the caller's finished orders and their pictures
    'aiOrder/del': ({ input, session }) => deleteFaceOrders(deps, session.userId, input.ids),
  };
}

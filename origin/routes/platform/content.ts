// Content calls (§7 "Content"): info, the in-app route of a shared item. Public (our choice).
import type { RouteDeps } from '../../http/context';
import type { Handlers } from '../../http/route';
import { contentInfo } from '../../services/platform/content-info';

export function contentHandlers(deps: RouteDeps): Handlers {
  const { db } = deps;
  return {
    // POST /api/app/content/info – checks a shared video or collection exists and answers its route
    'content/info': ({ input }) => contentInfo(db, input.contentType, input.id),
  };
}

// Content calls (§7 "Content"): info, the in-app route of a shared item. Public (our choice).
import type { RouteDef, RouteDeps } from '../http/context';
import { reply } from '../http/context';
import { contentInfo } from '../services/content-info';

export function contentRoutes(deps: RouteDeps): RouteDef[] {
  const { db } = deps;
  return [
    {
      // POST /api/app/content/info – checks a shared video or collection exists and answers its route
      method: 'POST',
      path: 'content/info',
      auth: 'public',
      handler: async (c) => reply(c, await contentInfo(db, c.get('payload'))),
    },
  ];
}

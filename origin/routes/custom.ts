// Custom calls (§7 "Custom"): getEndpoint.
import type { RouteDef, RouteDeps } from '../http/context';
import { reply } from '../http/context';
import { endpoints } from '../services/platform-config';

export function customRoutes(deps: RouteDeps): RouteDef[] {
  const { config } = deps;
  return [
    {
      // POST /api/app/custom/getEndpoint – the API and share lines (configuration only, public)
      method: 'POST',
      path: 'custom/getEndpoint',
      auth: 'public',
      handler: async (c) => reply(c, await endpoints(config)),
    },
  ];
}

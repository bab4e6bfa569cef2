// Custom calls (§7 "Custom"): getEndpoint.
import type { RouteDeps } from '../../http/context';
import type { Handlers } from '../../http/route';
import { endpoints } from '../../services/platform/config';

export function customHandlers(deps: RouteDeps): Handlers {
  const { config } = deps;
  return {
    // POST /api/app/custom/getEndpoint – the API and share lines (configuration only, public)
    'custom/getEndpoint': () => endpoints(config),
  };
}

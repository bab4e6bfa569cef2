// Every console call's handler, mounted under /admin/ (admin-route.ts): the one place a new
// console area adds its handlers.
import type { Hono } from 'hono';

import type { OriginEnv, RouteDeps } from '../../http/context';
import { registerAdminCalls, type AdminHandlers } from './admin-route';
import { adminAuditHandlers } from './audit';
import { adminAuthHandlers } from './auth';
import { adminCommunityHandlers } from './community';
import { adminContentHandlers } from './content';
import { adminDashboardHandlers } from './dashboard';
import { adminFeedbackHandlers } from './feedback';
import { adminFinanceHandlers } from './finance';
import { adminHomeHandlers } from './home';
import { adminOperatorHandlers } from './operator';
import { adminOrderHandlers } from './orders';
import { adminPlatformHandlers } from './platform';
import { adminUserHandlers } from './users';

export function adminHandlers(deps: RouteDeps): AdminHandlers {
  return {
    ...adminAuthHandlers(deps),
    ...adminOperatorHandlers(deps),
    ...adminAuditHandlers(deps),
    ...adminContentHandlers(deps),
    ...adminHomeHandlers(deps),
    ...adminPlatformHandlers(deps),
    ...adminFeedbackHandlers(deps),
    ...adminFinanceHandlers(deps),
    ...adminOrderHandlers(deps),
    ...adminUserHandlers(deps),
    ...adminDashboardHandlers(deps),
    ...adminCommunityHandlers(deps),
  };
}

export function mountAdmin(app: Hono<OriginEnv>, deps: RouteDeps): void {
  registerAdminCalls(app, adminHandlers(deps), deps);
}

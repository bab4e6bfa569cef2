// The console's call table (issue 41): every admin call declared once (calls/admin/), read by the
// origin's /admin router, the console's route handler, its hooks and docs/admin-api.md. It is
// apart from the §7 table on purpose: the BFF's allow-list reads only that one, so no admin call
// can be forwarded through /api/app.
import type * as v from 'valibot';

import type { AdminCallDef } from './admin-call';
import { ADMIN_AUDIT_CALLS } from './calls/admin/audit';
import { ADMIN_AUTH_CALLS } from './calls/admin/auth';
import { ADMIN_COMMUNITY_CALLS } from './calls/admin/community';
import { ADMIN_CONTENT_CALLS } from './calls/admin/content';
import { ADMIN_DASHBOARD_CALLS } from './calls/admin/dashboard';
import { ADMIN_FEEDBACK_CALLS } from './calls/admin/feedback';
import { ADMIN_FINANCE_CALLS } from './calls/admin/finance';
import { ADMIN_HOME_CALLS } from './calls/admin/home';
import { ADMIN_OPERATOR_CALLS } from './calls/admin/operator';
import { ADMIN_ORDER_CALLS } from './calls/admin/orders';
import { ADMIN_PLATFORM_CALLS } from './calls/admin/platform';
import { ADMIN_USER_CALLS } from './calls/admin/users';

const ADMIN_CALLS = [
  ...ADMIN_AUTH_CALLS,
  ...ADMIN_OPERATOR_CALLS,
  ...ADMIN_AUDIT_CALLS,
  ...ADMIN_CONTENT_CALLS,
  ...ADMIN_HOME_CALLS,
  ...ADMIN_PLATFORM_CALLS,
  ...ADMIN_FEEDBACK_CALLS,
  ...ADMIN_FINANCE_CALLS,
  ...ADMIN_ORDER_CALLS,
  ...ADMIN_USER_CALLS,
  ...ADMIN_DASHBOARD_CALLS,
  ...ADMIN_COMMUNITY_CALLS,
] as const;

/** Every console call, by path. */
export const ADMIN_CALL_TABLE: readonly AdminCallDef[] = [...ADMIN_CALLS].sort((a, b) =>
  a.path.localeCompare(b.path),
);

type AdminCall = (typeof ADMIN_CALLS)[number];
export type AdminCallName = AdminCall['name'];
export type AdminCallOf<N extends AdminCallName> = Extract<AdminCall, { name: N }>;
export type AdminCallInput<N extends AdminCallName> = v.InferInput<AdminCallOf<N>['request']>;
export type AdminCallPayload<N extends AdminCallName> = v.InferOutput<AdminCallOf<N>['request']>;
export type AdminCallOutput<N extends AdminCallName> = v.InferOutput<AdminCallOf<N>['response']>;

const byPath = new Map<string, AdminCallDef>(ADMIN_CALL_TABLE.map((c) => [c.path, c]));

/** The console call at `path` (no leading slash), or undefined. */
export function findAdminCall(path: string): AdminCallDef | undefined {
  return byPath.get(path);
}

export function adminCallNamed<N extends AdminCallName>(name: N): AdminCallOf<N> {
  return byPath.get(name) as AdminCallOf<N>;
}

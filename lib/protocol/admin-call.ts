// What a console call is (issue 41): the admin twin of call.ts. Admin calls travel only between
// the console's route handler (app/admin/api) and the origin's /admin/* – never through the
// BFF's /api/app – as signed JSON POSTs with the operator's session, and each names the roles
// that may make it. lib/protocol/admin-call-table.ts declares every one once with this.
import type * as v from 'valibot';

import type { CallRight } from '@/lib/domain/admin/roles';

/**
 * public: no session (the login). enrolling: any live session, the enrolment one included
 * (TOTP enrolment, me, logout). operator: a full session whose role the call's `roles` allow.
 */
export type AdminAccess = 'public' | 'enrolling' | 'operator';

type AnySchema = v.GenericSchema;

export type AdminCallSpec<Req extends AnySchema, Res extends AnySchema> = {
  /** The console area the call belongs to (auth, operator, audit…), for the doc. */
  area: string;
  access: AdminAccess;
  /** Who may make it; `any` for every signed-in operator. Checked at the origin on every call. */
  roles: CallRight;
  /** The answer carries a session token the route handler turns into the cookie, or ends it. */
  session?: 'issues' | 'ends';
  request: Req;
  response: Res;
  note?: string;
  /** A multipart body (an upload chunk, its file spooled to disk); every other call is JSON. */
  form?: boolean;
};

export type AdminCallDef<
  N extends string = string,
  Req extends AnySchema = AnySchema,
  Res extends AnySchema = AnySchema,
> = {
  readonly name: N;
  readonly area: string;
  /** Under /admin at the origin and /admin/api in the web tier: the call's name. */
  readonly path: N;
  readonly method: 'POST';
  readonly access: AdminAccess;
  readonly roles: CallRight;
  readonly session: 'issues' | 'ends' | null;
  readonly request: Req;
  readonly response: Res;
  readonly note: string;
  readonly form: boolean;
};

export function defineAdminCall<
  const N extends string,
  Req extends AnySchema,
  Res extends AnySchema,
>(name: N, spec: AdminCallSpec<Req, Res>): AdminCallDef<N, Req, Res> {
  if (spec.access !== 'operator' && spec.roles !== 'any')
    throw new Error(`${name}: only an operator call can be limited to roles`);
  return {
    name,
    area: spec.area,
    path: name,
    method: 'POST',
    access: spec.access,
    roles: spec.roles,
    session: spec.session ?? null,
    request: spec.request,
    response: spec.response,
    note: spec.note ?? '',
    form: spec.form ?? false,
  };
}

/** The x-user-agent the console's route handler signs its hop-2 requests with. */
export const ADMIN_USER_AGENT = 'admin-console';

// The console's login, TOTP enrolment, me and logout (docs/admin-api.md). Open to every role:
// they are how an operator becomes one.
import * as v from 'valibot';

import { OPERATOR_NAME_MAX, OPERATOR_PASSWORD_MAX } from '@/lib/domain/admin/roles';
import { TOTP_CODE_PATTERN } from '@/lib/domain/admin/totp';

import { defineAdminCall } from '../../admin-call';
import { optional, payload, text } from '../../fields';
import { adminDone, adminLogin, adminMe, totpEnrolment } from '../../shapes/admin/auth';

const code = v.pipe(
  text('动态验证码', { min: 1, max: 6 }),
  v.regex(TOTP_CODE_PATTERN, '动态验证码为6位数字'),
);

export const ADMIN_AUTH_CALLS = [
  defineAdminCall('auth/login', {
    area: 'auth',
    access: 'public',
    roles: 'any',
    session: 'issues',
    request: payload({
      name: text('账号', { min: 1, max: OPERATOR_NAME_MAX }),
      // Not the creation rule's length: a login only compares, and says nothing of the rule.
      password: text('密码', { min: 1, max: OPERATOR_PASSWORD_MAX }),
      code: optional(code),
    }),
    response: adminLogin,
    note: 'throttled per account and per address; `totp` asks for the code, `enrol` opens enrolment only',
  }),
  defineAdminCall('auth/totp/enrol', {
    area: 'auth',
    access: 'enrolling',
    roles: 'any',
    request: payload({}),
    response: totpEnrolment,
    note: 'a new secret for an operator not enrolled yet (a second call replaces it)',
  }),
  defineAdminCall('auth/totp/confirm', {
    area: 'auth',
    access: 'enrolling',
    roles: 'any',
    request: payload({ code }),
    response: adminMe,
    note: 'enrols the secret with a code computed from it; the session becomes a full one',
  }),
  defineAdminCall('auth/me', {
    area: 'auth',
    access: 'enrolling',
    roles: 'any',
    request: payload({}),
    response: adminMe,
  }),
  defineAdminCall('auth/logout', {
    area: 'auth',
    access: 'enrolling',
    roles: 'any',
    session: 'ends',
    request: payload({}),
    response: adminDone,
  }),
] as const;

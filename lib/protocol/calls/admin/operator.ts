// The console's operator accounts (docs/admin-api.md): the owner's alone.
import { OPERATOR_NAME_MAX, OPERATOR_NAME_PATTERN, OPERATOR_ROLES } from '@/lib/domain/admin/roles';
import * as v from 'valibot';

import { defineAdminCall } from '../../admin-call';
import { id, oneOf, payload, text } from '../../fields';
import { operatorCreated, operatorDisabled, operatorList } from '../../shapes/admin/operator';

export const ADMIN_OPERATOR_CALLS = [
  defineAdminCall('operator/list', {
    area: 'operator',
    access: 'operator',
    roles: ['owner'],
    request: payload({}),
    response: operatorList,
  }),
  defineAdminCall('operator/create', {
    area: 'operator',
    access: 'operator',
    roles: ['owner'],
    request: payload({
      name: v.pipe(
        text('账号', { min: 3, max: OPERATOR_NAME_MAX }),
        v.regex(OPERATOR_NAME_PATTERN, '账号需以小写字母开头，只含小写字母、数字和下划线'),
      ),
      role: oneOf(OPERATOR_ROLES, '请选择角色'),
    }),
    response: operatorCreated,
    note: 'answers a one-time password, shown once; audited',
  }),
  defineAdminCall('operator/disable', {
    area: 'operator',
    access: 'operator',
    roles: ['owner'],
    request: payload({ id: id('管理员编号不正确') }),
    response: operatorDisabled,
    note: 'ends its sessions at once; an owner cannot disable itself; audited',
  }),
] as const;

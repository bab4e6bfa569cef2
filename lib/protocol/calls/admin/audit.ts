// The audit log's one call (docs/admin-api.md): read, filtered and paged; nothing writes it but
// the changes it records.
import * as v from 'valibot';

import { AUDIT_ACTIONS, AUDIT_PAGE_SIZE_MAX, AUDIT_SORTS } from '@/lib/domain/admin/audit';

import { defineAdminCall } from '../../admin-call';
import { MAX_PAGE, id, integer, oneOf, optional, payload } from '../../fields';
import { auditPage } from '../../shapes/admin/audit';

// 2100-01-01: no log row is later.
const MAX_MS = 4_102_444_800_000;
const instant = (tip: string) =>
  v.pipe(v.number(tip), v.integer(tip), v.minValue(0, tip), v.maxValue(MAX_MS, tip));

export const ADMIN_AUDIT_CALLS = [
  defineAdminCall('audit/list', {
    area: 'audit',
    access: 'operator',
    roles: ['owner'],
    request: payload({
      operatorId: optional(id('管理员编号不正确')),
      action: optional(oneOf(AUDIT_ACTIONS, '操作类型不正确')),
      /** Milliseconds since the epoch, inclusive. */
      from: optional(instant('开始时间不正确')),
      /** Milliseconds since the epoch, exclusive. */
      to: optional(instant('结束时间不正确')),
      sort: optional(oneOf(AUDIT_SORTS, '排序字段不正确')),
      order: optional(oneOf(['asc', 'desc'] as const, '排序方向不正确')),
      page: optional(integer(`页码需为1-${MAX_PAGE}的整数`, 1, MAX_PAGE)),
      pageSize: optional(
        integer(`每页条数需为1-${AUDIT_PAGE_SIZE_MAX}的整数`, 1, AUDIT_PAGE_SIZE_MAX),
      ),
    }),
    response: auditPage,
    note: 'newest first unless sorted otherwise; owner only',
  }),
] as const;

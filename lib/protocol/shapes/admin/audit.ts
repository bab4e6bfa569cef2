// Answer shape of audit/list (docs/admin-api.md).
import * as v from 'valibot';

export const auditRow = v.object({
  id: v.number(),
  /** ISO 8601. */
  at: v.string(),
  operatorId: v.nullable(v.number()),
  operatorName: v.nullable(v.string()),
  address: v.string(),
  action: v.string(),
  target: v.string(),
  before: v.unknown(),
  after: v.unknown(),
});
export type AuditRow = v.InferOutput<typeof auditRow>;

export const auditPage = v.object({
  items: v.array(auditRow),
  total: v.number(),
  page: v.number(),
  pageSize: v.number(),
});
export type AuditPage = v.InferOutput<typeof auditPage>;

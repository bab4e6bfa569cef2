// The audit log (issue 41 item 3): one row per change, written with the change's own
// transaction handle so both commit or neither does. Append-only: there is no update or delete
// here, and the table's trigger refuses them anyway.
import { and, asc, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';

import type { AuditAction, AuditSort } from '@/lib/domain/admin/audit';
import type { AuditPage } from '@/lib/protocol/shapes/admin/audit';

import type { Db } from '../../db/client';
import { auditLog, operators } from '../../db/schema/admin';

export type AuditEntry = {
  /** Null: the command line. */
  operatorId: number | null;
  address: string;
  action: AuditAction;
  target: string;
  before?: unknown;
  after?: unknown;
};

/** Writes one row; pass the transaction the change runs in. */
export async function writeAudit(tx: Db, entry: AuditEntry, nowMs: number): Promise<void> {
  await tx.insert(auditLog).values({
    operatorId: entry.operatorId,
    at: new Date(nowMs),
    address: entry.address,
    action: entry.action,
    target: entry.target,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export type AuditFilter = {
  operatorId?: number | undefined;
  action?: AuditAction | undefined;
  fromMs?: number | undefined;
  toMs?: number | undefined;
  sort?: AuditSort | undefined;
  order?: 'asc' | 'desc' | undefined;
  page: number;
  pageSize: number;
};

function where(f: AuditFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (f.operatorId !== undefined) parts.push(eq(auditLog.operatorId, f.operatorId));
  if (f.action !== undefined) parts.push(eq(auditLog.action, f.action));
  if (f.fromMs !== undefined) parts.push(gte(auditLog.at, new Date(f.fromMs)));
  if (f.toMs !== undefined) parts.push(lt(auditLog.at, new Date(f.toMs)));
  return parts.length > 0 ? and(...parts) : undefined;
}

const SORT_COLUMNS = { at: auditLog.at, action: auditLog.action, operator: operators.name };

export async function listAudit(db: Db, f: AuditFilter): Promise<AuditPage> {
  const direction = f.order === 'asc' ? asc : desc;
  // The id breaks ties in the same direction, so a page never repeats or skips a row.
  const orderBy = [direction(SORT_COLUMNS[f.sort ?? 'at']), direction(auditLog.id)];
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      operatorId: auditLog.operatorId,
      operatorName: operators.name,
      address: auditLog.address,
      action: auditLog.action,
      target: auditLog.target,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .leftJoin(operators, eq(operators.id, auditLog.operatorId))
    .where(where(f))
    .orderBy(...orderBy)
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  const [total] = await db.select({ n: count() }).from(auditLog).where(where(f));
  return {
    items: rows.map((r) => ({ ...r, at: r.at.toISOString() })),
    total: total?.n ?? 0,
    page: f.page,
    pageSize: f.pageSize,
  };
}

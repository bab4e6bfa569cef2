// One audited 运营配置 change (docs/admin-api.md "Platform"): the change and its audit row on one
// transaction, so both commit or neither does; a refused change throws before any row.
import type { AuditAction } from '@/lib/domain/admin/audit';
import { TIP_PLATFORM_NOT_FOUND } from '@/lib/domain/admin/platform';

import type { Db } from '../../db/client';
import { notFound } from '../../http/envelope';
import { writeAudit } from './audit';

/** Who makes the change: the session's operator and the browser's address. */
export type PlatformActor = { operatorId: number; address: string };

export type PlatformDeps = { db: Db; now: () => number };

/** What a change did: its target (`announcement:12`), the row before and after, its answer. */
export type Changed<T> = { target: string; before?: unknown; after?: unknown; result: T };

export async function auditedChange<T>(
  deps: PlatformDeps,
  actor: PlatformActor,
  action: AuditAction,
  change: (tx: Db) => Promise<Changed<T>>,
): Promise<T> {
  return deps.db.transaction(async (tx) => {
    const { target, before, after, result } = await change(tx);
    await writeAudit(tx, { ...actor, action, target, before, after }, deps.now());
    return result;
  });
}

/** The row, or 4040 with the console's tip. */
export function found<R>(row: R | undefined): R {
  if (row === undefined) throw notFound(TIP_PLATFORM_NOT_FOUND);
  return row;
}

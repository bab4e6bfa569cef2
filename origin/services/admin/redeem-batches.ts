// 兑换码 batches of the console's 财务 (docs/admin-api.md "Redeem batches"): made, exported and
// disabled by the owner or finance, each change audited on its own transaction. The codes are
// plain redeem_codes rows with the batch's id, so the user's redeemcode/use (services/money/
// redeem.ts) takes them as it takes any code and refuses a disabled batch's.
import { randomBytes } from 'node:crypto';

import { asc, count, desc, eq, inArray } from 'drizzle-orm';

import {
  REDEEM_BATCH_CODE_LENGTH,
  TIP_REDEEM_BATCH_DISABLED,
  TIP_REDEEM_BATCH_NOT_FOUND,
  redeemBatchCsv,
  redeemBatchCsvName,
  redeemBatchExpiryProblem,
  redeemCodeFromBytes,
} from '@/lib/domain/money/redeem-batch';
import type { RedeemReward } from '@/lib/domain/money/redeem';
import type { RedeemBatchRow, RedeemBatchUses } from '@/lib/protocol/shapes/admin/finance';

import type { Db } from '../../db/client';
import { operators } from '../../db/schema/admin';
import { redeemBatches, redeemCodes, redeemUses } from '../../db/schema/redeem';
import { users } from '../../db/schema/users';
import { badInput, notFound } from '../../http/envelope';
import { rewardOf } from '../money/redeem';
import { auditedChange, type PlatformActor, type PlatformDeps } from './platform-audit';

/** Rows per insert: well under PostgreSQL's 65535 parameters at 8 columns a row. */
const INSERT_CHUNK = 1000;

/** One fresh code from node:crypto (a byte over the alphabet's fair range is skipped). */
export function newRedeemCode(): string {
  for (;;) {
    const code = redeemCodeFromBytes(randomBytes(REDEEM_BATCH_CODE_LENGTH * 2));
    if (code) return code;
  }
}

type BatchRow = typeof redeemBatches.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function batchRowOf(b: BatchRow, usedCount: number, createdBy: string | null): RedeemBatchRow {
  return {
    id: b.id,
    name: b.name,
    reward: rewardOf(b),
    codeCount: b.codeCount,
    maxUses: b.maxUses,
    usedCount,
    expiresAt: iso(b.expiresAt),
    disabledAt: iso(b.disabledAt),
    createdAt: b.createdAt.toISOString(),
    createdBy,
  };
}

async function usesByBatch(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ batchId: redeemCodes.batchId, n: count(redeemUses.id) })
    .from(redeemUses)
    .innerJoin(redeemCodes, eq(redeemCodes.code, redeemUses.code))
    .where(inArray(redeemCodes.batchId, ids))
    .groupBy(redeemCodes.batchId);
  return new Map(rows.map((r) => [r.batchId!, r.n]));
}

async function batchRows(db: Db, id?: number): Promise<RedeemBatchRow[]> {
  const rows = await db
    .select({ batch: redeemBatches, createdBy: operators.name })
    .from(redeemBatches)
    .leftJoin(operators, eq(operators.id, redeemBatches.createdBy))
    .where(id === undefined ? undefined : eq(redeemBatches.id, id))
    .orderBy(desc(redeemBatches.id));
  const used = await usesByBatch(
    db,
    rows.map((r) => r.batch.id),
  );
  return rows.map((r) => batchRowOf(r.batch, used.get(r.batch.id) ?? 0, r.createdBy));
}

export const listRedeemBatches = (db: Db) => batchRows(db);

async function batchRow(db: Db, id: number): Promise<RedeemBatchRow> {
  const [row] = await batchRows(db, id);
  if (!row) throw notFound(TIP_REDEEM_BATCH_NOT_FOUND);
  return row;
}

async function lockedBatch(tx: Db, id: number): Promise<BatchRow> {
  const [row] = await tx.select().from(redeemBatches).where(eq(redeemBatches.id, id)).for('update');
  if (!row) throw notFound(TIP_REDEEM_BATCH_NOT_FOUND);
  return row;
}

export type NewBatch = {
  name: string;
  reward: RedeemReward;
  count: number;
  maxUses: number;
  expiresAt?: number | undefined;
};

/** Inserts `count` codes no row holds yet: a collision (with any code) is drawn again. */
async function insertCodes(tx: Db, batch: BatchRow, wanted: number): Promise<void> {
  let missing = wanted;
  while (missing > 0) {
    const fresh = new Set<string>();
    while (fresh.size < Math.min(missing, INSERT_CHUNK)) fresh.add(newRedeemCode());
    const made = await tx
      .insert(redeemCodes)
      .values(
        [...fresh].map((code) => ({
          code,
          rewardKind: batch.rewardKind,
          amount: batch.amount,
          tier: batch.tier,
          maxUses: batch.maxUses,
          expiresAt: batch.expiresAt,
          createdAt: batch.createdAt,
          batchId: batch.id,
        })),
      )
      .onConflictDoNothing()
      .returning({ code: redeemCodes.code });
    missing -= made.length;
  }
}

export async function createRedeemBatch(
  deps: PlatformDeps,
  actor: PlatformActor,
  input: NewBatch,
): Promise<RedeemBatchRow> {
  const nowMs = deps.now();
  const expiresAt = input.expiresAt ?? null;
  const tip = redeemBatchExpiryProblem(expiresAt, nowMs);
  if (tip) throw badInput(tip);
  const id = await auditedChange(deps, actor, 'redeemBatch.create', async (tx) => {
    const r = input.reward;
    const [batch] = await tx
      .insert(redeemBatches)
      .values({
        name: input.name.trim(),
        rewardKind: r.kind,
        amount: r.kind === 'diamonds' ? r.amount : r.days,
        tier: r.kind === 'vip' ? r.tier : null,
        codeCount: input.count,
        maxUses: input.maxUses,
        expiresAt: expiresAt === null ? null : new Date(expiresAt),
        createdBy: actor.operatorId,
        createdAt: new Date(nowMs),
      })
      .returning();
    await insertCodes(tx, batch!, input.count);
    const after = { ...input, expiresAt: iso(batch!.expiresAt) };
    return { target: `redeemBatch:${batch!.id}`, after, result: batch!.id };
  });
  return batchRow(deps.db, id);
}

/** Disables the batch: its codes are refused from now on (redeem.ts checks disabled_at). */
export async function disableRedeemBatch(
  deps: PlatformDeps,
  actor: PlatformActor,
  id: number,
): Promise<RedeemBatchRow> {
  await auditedChange(deps, actor, 'redeemBatch.disable', async (tx) => {
    const batch = await lockedBatch(tx, id);
    if (batch.disabledAt) throw badInput(TIP_REDEEM_BATCH_DISABLED);
    const disabledAt = new Date(deps.now());
    await tx.update(redeemBatches).set({ disabledAt }).where(eq(redeemBatches.id, id));
    const after = { disabledAt: disabledAt.toISOString() };
    return { target: `redeemBatch:${id}`, before: { disabledAt: null }, after, result: null };
  });
  return batchRow(deps.db, id);
}

/** The batch's codes as CSV; the export is audited, since it hands the codes out. */
export function exportRedeemBatch(deps: PlatformDeps, actor: PlatformActor, id: number) {
  return auditedChange(deps, actor, 'redeemBatch.export', async (tx) => {
    const batch = await lockedBatch(tx, id);
    const codes = await tx
      .select({ code: redeemCodes.code, usedCount: redeemCodes.usedCount })
      .from(redeemCodes)
      .where(eq(redeemCodes.batchId, id))
      .orderBy(asc(redeemCodes.code));
    const csv = redeemBatchCsv({
      id,
      name: batch.name,
      reward: rewardOf(batch),
      expiresAtMs: batch.expiresAt?.getTime() ?? null,
      maxUses: batch.maxUses,
      codes,
    });
    const result = { filename: redeemBatchCsvName(id, batch.name), csv };
    return { target: `redeemBatch:${id}`, after: { codes: codes.length }, result };
  });
}

export async function listRedeemBatchUses(
  db: Db,
  id: number,
  paging: { page?: number | undefined; pageSize?: number | undefined },
): Promise<RedeemBatchUses> {
  await batchRow(db, id);
  const page = paging.page ?? 1;
  const pageSize = paging.pageSize ?? 20;
  const inBatch = eq(redeemCodes.batchId, id);
  const rows = await db
    .select({
      id: redeemUses.id,
      code: redeemUses.code,
      userId: redeemUses.userId,
      userName: users.nickname,
      usedAt: redeemUses.usedAt,
    })
    .from(redeemUses)
    .innerJoin(redeemCodes, eq(redeemCodes.code, redeemUses.code))
    .innerJoin(users, eq(users.id, redeemUses.userId))
    .where(inBatch)
    .orderBy(desc(redeemUses.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db
    .select({ n: count() })
    .from(redeemUses)
    .innerJoin(redeemCodes, eq(redeemCodes.code, redeemUses.code))
    .where(inBatch);
  return {
    items: rows.map((r) => ({ ...r, usedAt: r.usedAt.toISOString() })),
    total: total?.n ?? 0,
    page,
    pageSize,
  };
}

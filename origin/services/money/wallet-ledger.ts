// 钻石/金币明细 (user/wallet/ledger; docs/money-api.md "Ledger"): the caller's own wallet_ledger
// rows as written, newest first, with what each paid for or came from where one join names it
// (a grant's row shows the operator's reason).
import { and, count, desc, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

import { ledgerSubject, type Currency } from '@/lib/domain/money/ledger';
import type { LedgerEntry } from '@/lib/protocol/shapes/money/redeem-and-wallet';

import type { Db } from '../../db/client';
import { posts } from '../../db/schema/community';
import { adminGrants } from '../../db/schema/grants';
import { collections, videos } from '../../db/schema/media';
import { rechargeOrders } from '../../db/schema/recharge';
import { redeemUses } from '../../db/schema/redeem';
import { rechargeRefunds } from '../../db/schema/refunds';
import { walletLedger } from '../../db/schema/wallet';
import { taskClaims, tasks } from '../../db/schema/welfare';
import type { PageOf } from '../video/media-types';
import { pageOf, type PageRequest } from '../platform/paging';

export type LedgerQuery = PageRequest & { currency?: Currency };

/** A ref_id names a row of one table per reason (schema/wallet.ts): each join is keyed on both. */
const refOf = (
  reason: 'video' | 'collection' | 'post' | 'task' | 'redeem' | 'refund' | 'grant',
  id: AnyPgColumn,
) => and(eq(walletLedger.reason, reason), eq(walletLedger.refId, id));

export async function listLedger(
  db: Db,
  userId: number,
  query: LedgerQuery,
): Promise<PageOf<LedgerEntry>> {
  const mine = and(
    eq(walletLedger.userId, userId),
    query.currency ? eq(walletLedger.currency, query.currency) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(walletLedger).where(mine);
  const rows = await db
    .select({
      entry: walletLedger,
      video: videos.title,
      collection: collections.name,
      post: posts.content,
      task: tasks.title,
      code: redeemUses.code,
      refunded: rechargeOrders.title,
      granted: adminGrants.reason,
    })
    .from(walletLedger)
    .leftJoin(videos, refOf('video', videos.id))
    .leftJoin(collections, refOf('collection', collections.id))
    .leftJoin(posts, refOf('post', posts.id))
    .leftJoin(taskClaims, refOf('task', taskClaims.id))
    .leftJoin(tasks, eq(tasks.id, taskClaims.taskId))
    .leftJoin(redeemUses, refOf('redeem', redeemUses.id))
    .leftJoin(rechargeRefunds, refOf('refund', rechargeRefunds.id))
    .leftJoin(rechargeOrders, eq(rechargeOrders.id, rechargeRefunds.orderId))
    .leftJoin(adminGrants, refOf('grant', adminGrants.id))
    .where(mine)
    .orderBy(desc(walletLedger.id))
    .limit(query.pageSize)
    .offset(query.offset);
  const list = rows.map(({ entry, video, collection, post, task, code, refunded, granted }) => ({
    id: entry.id,
    currency: entry.currency,
    amount: entry.amount,
    balanceAfter: entry.balanceAfter,
    reason: entry.reason,
    title:
      video ??
      collection ??
      (post === null ? null : ledgerSubject(post)) ??
      task ??
      code ??
      refunded ??
      granted ??
      '',
    createdAt: Math.floor(entry.createdAt.getTime() / 1000),
  }));
  return pageOf(list, query, total?.n ?? 0);
}

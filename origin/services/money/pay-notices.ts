// The notices a payment provider sent, as they arrived and what became of each (pay_notices,
// docs/money-api.md "Notices and refunds"): written by settleOrder in its own transaction, and for
// genuine news that is no payment by the notice handler; read by the console's order story and
// its reconciliation.
import type { NoticeOutcome, NoticeSource } from '@/lib/domain/money/refund';

import type { Db } from '../../db/client';
import { payNotices } from '../../db/schema/refunds';

export type NoticeRecord = {
  provider: string;
  source: NoticeSource;
  orderNo: string | null;
  tradeNo: string | null;
  amount: number | null;
  outcome: NoticeOutcome;
  receivedMs: number;
};

export async function recordNotice(db: Db, n: NoticeRecord): Promise<void> {
  await db.insert(payNotices).values({
    provider: n.provider,
    source: n.source,
    orderNo: n.orderNo,
    tradeNo: n.tradeNo,
    amount: n.amount,
    outcome: n.outcome,
    receivedAt: new Date(n.receivedMs),
  });
}

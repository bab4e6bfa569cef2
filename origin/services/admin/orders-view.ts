// The console's 订单与退款 reads (docs/admin-api.md "Orders and refunds"): orders found by number,
// user or time and paged, an order's story from its row, notices, ledger rows and refunds, and
// the reconciliation of paid orders against the providers' notices. Nothing here writes.
import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';

import { NOTICE_OUTCOME_TEXT, type NoticeOutcome } from '@/lib/domain/money/refund';
import { formatYuan, payTypeRule, productGivesText } from '@/lib/domain/money/recharge';
import { ledgerAmountText } from '@/lib/domain/money/ledger';
import type {
  NoticeRow,
  OrderPage,
  OrderRow as ConsoleOrder,
  OrderStory,
  Reconciliation,
  RefundRow,
  StoryEvent,
} from '@/lib/protocol/shapes/admin/orders';

import type { Db } from '../../db/client';
import { operators } from '../../db/schema/admin';
import { rechargeOrders } from '../../db/schema/recharge';
import { payNotices, rechargeRefunds } from '../../db/schema/refunds';
import { users } from '../../db/schema/users';
import { walletLedger } from '../../db/schema/wallet';
import { notFound } from '../../http/envelope';
import { rewardOf, statusAt, type OrderRow } from '../money/recharge-rows';
import { TIP_REFUND_ORDER_NOT_FOUND } from '@/lib/domain/money/refund';

export type OrderFilter = {
  orderNo?: string | undefined;
  user?: string | undefined;
  fromMs?: number | undefined;
  toMs?: number | undefined;
  page: number;
  pageSize: number;
};

const refundedSql = sql<number>`(SELECT coalesce(sum(${rechargeRefunds.amount}), 0)::int
  FROM ${rechargeRefunds} WHERE ${rechargeRefunds.orderId} = ${rechargeOrders.id})`;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function consoleOrder(
  row: OrderRow,
  extra: { account: string | null; refunded: number },
  nowMs: number,
): ConsoleOrder {
  return {
    id: row.id,
    orderNo: row.orderNo,
    userId: row.userId,
    account: extra.account ?? '',
    title: row.title,
    price: row.price,
    payType: row.payType,
    status: statusAt(row, nowMs),
    tradeNo: row.tradeNo,
    createdAt: row.createdAt.toISOString(),
    paidAt: iso(row.paidAt),
    refunded: extra.refunded,
  };
}

function where(f: OrderFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (f.orderNo !== undefined) parts.push(eq(rechargeOrders.orderNo, f.orderNo));
  const user = f.user?.trim();
  if (user) {
    parts.push(
      /^\d{1,10}$/.test(user) && Number(user) <= 2_147_483_647
        ? eq(rechargeOrders.userId, Number(user))
        : eq(users.account, user),
    );
  }
  if (f.fromMs !== undefined) parts.push(gte(rechargeOrders.createdAt, new Date(f.fromMs)));
  if (f.toMs !== undefined) parts.push(lt(rechargeOrders.createdAt, new Date(f.toMs)));
  return parts.length > 0 ? and(...parts) : undefined;
}

const selection = { order: rechargeOrders, account: users.account, refunded: refundedSql };

export async function listOrders(db: Db, f: OrderFilter, nowMs: number): Promise<OrderPage> {
  const rows = await db
    .select(selection)
    .from(rechargeOrders)
    .innerJoin(users, eq(users.id, rechargeOrders.userId))
    .where(where(f))
    .orderBy(desc(rechargeOrders.id))
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  const [total] = await db
    .select({ n: count() })
    .from(rechargeOrders)
    .innerJoin(users, eq(users.id, rechargeOrders.userId))
    .where(where(f));
  return {
    items: rows.map((r) => consoleOrder(r.order, r, nowMs)),
    total: total?.n ?? 0,
    page: f.page,
    pageSize: f.pageSize,
  };
}

export function noticeShape(row: typeof payNotices.$inferSelect): NoticeRow {
  return { ...row, receivedAt: row.receivedAt.toISOString() };
}

/** The order as the console shows it, by number; 4040 when there is none. */
export async function consoleOrderByNo(db: Db, orderNo: string, nowMs: number) {
  const [row] = await db
    .select(selection)
    .from(rechargeOrders)
    .innerJoin(users, eq(users.id, rechargeOrders.userId))
    .where(eq(rechargeOrders.orderNo, orderNo));
  if (!row) throw notFound(TIP_REFUND_ORDER_NOT_FOUND);
  return { row: row.order, order: consoleOrder(row.order, row, nowMs) };
}

export async function refundsOf(db: Db, orderId: number): Promise<RefundRow[]> {
  const rows = await db
    .select({
      id: rechargeRefunds.id,
      orderNo: rechargeOrders.orderNo,
      amount: rechargeRefunds.amount,
      reason: rechargeRefunds.reason,
      operatorName: operators.name,
      createdAt: rechargeRefunds.createdAt,
    })
    .from(rechargeRefunds)
    .innerJoin(rechargeOrders, eq(rechargeOrders.id, rechargeRefunds.orderId))
    .leftJoin(operators, eq(operators.id, rechargeRefunds.operatorId))
    .where(eq(rechargeRefunds.orderId, orderId))
    .orderBy(asc(rechargeRefunds.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

const SOURCE_TEXT = { notice: '支付通知', cashier: '演示收银台确认支付' } as const;

function noticeText(n: NoticeRow): string {
  const from = `${n.provider} ${SOURCE_TEXT[n.source as keyof typeof SOURCE_TEXT] ?? n.source}`;
  const amount = n.amount === null ? '' : ` ${formatYuan(n.amount)}`;
  const trade = n.tradeNo ? ` 交易号 ${n.tradeNo}` : '';
  const outcome = NOTICE_OUTCOME_TEXT[n.outcome as NoticeOutcome] ?? n.outcome;
  return `收到${from}${amount}${trade}：${outcome}`;
}

/** The order's story, oldest first: created, each notice, paid, settled (the ledger), refunds. */
export async function orderStory(db: Db, orderNo: string, nowMs: number): Promise<OrderStory> {
  const { row, order } = await consoleOrderByNo(db, orderNo, nowMs);
  const notices = (
    await db
      .select()
      .from(payNotices)
      .where(eq(payNotices.orderNo, orderNo))
      .orderBy(asc(payNotices.id))
  ).map(noticeShape);
  const credits = await db
    .select()
    .from(walletLedger)
    .where(and(eq(walletLedger.reason, 'recharge'), eq(walletLedger.refId, row.id)))
    .orderBy(asc(walletLedger.id));
  const refunds = await refundsOf(db, row.id);
  const payName = payTypeRule(row.payType)?.name ?? row.payType;
  const story: StoryEvent[] = [
    {
      kind: 'created',
      at: order.createdAt,
      text: `创建订单：${row.title} ${formatYuan(row.price)}，${payName}`,
    },
    ...notices.map((n) => ({ kind: 'notice' as const, at: n.receivedAt, text: noticeText(n) })),
  ];
  if (row.paidAt) {
    const at = row.paidAt.toISOString();
    story.push({ kind: 'paid', at, text: `已支付${row.tradeNo ? `，交易号 ${row.tradeNo}` : ''}` });
    const lines = credits.map((c) => ledgerAmountText(c.currency, c.amount));
    const gives = productGivesText(rewardOf(row), row.bonusDiamonds);
    story.push({
      kind: 'settled',
      at: credits[0]?.createdAt.toISOString() ?? at,
      text: lines.length > 0 ? `已入账：${lines.join('、')}` : `已发放：${gives}`,
    });
  } else if (order.status === 'closed') {
    story.push({ kind: 'closed', at: row.expiresAt.toISOString(), text: '订单已关闭（未支付）' });
  }
  for (const r of refunds) {
    const by = r.operatorName ? `（${r.operatorName}）` : '';
    story.push({
      kind: 'refund',
      at: r.createdAt,
      text: `退款${formatYuan(r.amount)}到金币余额${by}：${r.reason}`,
    });
  }
  story.sort((a, b) => a.at.localeCompare(b.at));
  const paid = row.status === 'paid' ? row.price : 0;
  return { order, refundable: Math.max(0, paid - order.refunded), story, notices, refunds };
}

const RECONCILE_MAX = 200;

/** Orders against notices: paid with none that paid them, notices naming no order, other amounts. */
export async function reconcile(
  db: Db,
  range: { fromMs?: number | undefined; toMs?: number | undefined },
  nowMs: number,
): Promise<Reconciliation> {
  const within = (column: typeof rechargeOrders.createdAt | typeof payNotices.receivedAt) => {
    const parts: SQL[] = [];
    if (range.fromMs !== undefined) parts.push(gte(column, new Date(range.fromMs)));
    if (range.toMs !== undefined) parts.push(lt(column, new Date(range.toMs)));
    return parts;
  };
  // 金币支付 takes no provider's money, so it has no notice to miss.
  const paid = await db
    .select(selection)
    .from(rechargeOrders)
    .innerJoin(users, eq(users.id, rechargeOrders.userId))
    .where(
      and(
        eq(rechargeOrders.status, 'paid'),
        inArray(rechargeOrders.payType, ['alipay', 'wechat']),
        sql`NOT EXISTS (SELECT 1 FROM ${payNotices} WHERE ${payNotices.orderNo} = ${rechargeOrders.orderNo} AND ${payNotices.outcome} = 'paid')`,
        ...within(rechargeOrders.createdAt),
      ),
    )
    .orderBy(desc(rechargeOrders.id))
    .limit(RECONCILE_MAX);
  const orphans = await db
    .select()
    .from(payNotices)
    .where(
      and(
        sql`NOT EXISTS (SELECT 1 FROM ${rechargeOrders} WHERE ${rechargeOrders.orderNo} = ${payNotices.orderNo})`,
        ...within(payNotices.receivedAt),
      ),
    )
    .orderBy(desc(payNotices.id))
    .limit(RECONCILE_MAX);
  const mismatched = await db
    .select({ notice: payNotices, orderNo: rechargeOrders.orderNo, price: rechargeOrders.price })
    .from(payNotices)
    .innerJoin(rechargeOrders, eq(rechargeOrders.orderNo, payNotices.orderNo))
    .where(
      and(sql`${payNotices.amount} <> ${rechargeOrders.price}`, ...within(payNotices.receivedAt)),
    )
    .orderBy(desc(payNotices.id))
    .limit(RECONCILE_MAX);
  return {
    paidWithoutNotice: paid.map((r) => consoleOrder(r.order, r, nowMs)),
    noticeWithoutOrder: orphans.map(noticeShape),
    amountMismatch: mismatched.map((m) => ({
      notice: noticeShape(m.notice),
      orderNo: m.orderNo,
      price: m.price,
    })),
  };
}

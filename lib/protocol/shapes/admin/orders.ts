// Answer shapes of the console's 订单与退款 calls (docs/admin-api.md "Orders and refunds"):
// recharge orders as finance reads them, an order's story, a refund, the reconciliation.
import * as v from 'valibot';

const iso = v.string();

export const orderRow = v.object({
  id: v.number(),
  orderNo: v.string(),
  userId: v.number(),
  /** The user's account name ('' for a guest). */
  account: v.string(),
  title: v.string(),
  /** fen */
  price: v.number(),
  payType: v.string(),
  /** As of now: a pending order past its expiry reads closed. */
  status: v.string(),
  tradeNo: v.nullable(v.string()),
  createdAt: iso,
  paidAt: v.nullable(iso),
  /** fen refunded so far. */
  refunded: v.number(),
});
export type OrderRow = v.InferOutput<typeof orderRow>;

export const orderPage = v.object({
  items: v.array(orderRow),
  total: v.number(),
  page: v.number(),
  pageSize: v.number(),
});
export type OrderPage = v.InferOutput<typeof orderPage>;

export const noticeRow = v.object({
  id: v.number(),
  provider: v.string(),
  source: v.string(),
  orderNo: v.nullable(v.string()),
  tradeNo: v.nullable(v.string()),
  amount: v.nullable(v.number()),
  outcome: v.string(),
  receivedAt: iso,
});
export type NoticeRow = v.InferOutput<typeof noticeRow>;

export const refundRow = v.object({
  id: v.number(),
  orderNo: v.string(),
  amount: v.number(),
  reason: v.string(),
  operatorName: v.nullable(v.string()),
  createdAt: iso,
});
export type RefundRow = v.InferOutput<typeof refundRow>;

/** One line of an order's story, oldest first. */
export const storyEvent = v.object({
  kind: v.picklist(['created', 'notice', 'paid', 'settled', 'refund', 'closed']),
  at: iso,
  text: v.string(),
});
export type StoryEvent = v.InferOutput<typeof storyEvent>;

export const orderStory = v.object({
  order: orderRow,
  /** fen still refundable. */
  refundable: v.number(),
  story: v.array(storyEvent),
  notices: v.array(noticeRow),
  refunds: v.array(refundRow),
});
export type OrderStory = v.InferOutput<typeof orderStory>;

export const refundResult = v.object({
  refund: refundRow,
  /** false: the key was used before; nothing changed. */
  created: v.boolean(),
  order: orderRow,
  refundable: v.number(),
});
export type RefundResult = v.InferOutput<typeof refundResult>;

export const reconciliation = v.object({
  /** Paid by 支付宝 / 微信支付 with no notice recorded that paid it. */
  paidWithoutNotice: v.array(orderRow),
  /** Verified notices naming no order of ours. */
  noticeWithoutOrder: v.array(noticeRow),
  /** Verified notices whose amount is not the order's price. */
  amountMismatch: v.array(v.object({ notice: noticeRow, orderNo: v.string(), price: v.number() })),
});
export type Reconciliation = v.InferOutput<typeof reconciliation>;

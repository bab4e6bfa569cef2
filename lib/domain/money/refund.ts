// Orders and refunds in the console (issue 42 item 2, docs/money-api.md "Notices and refunds"):
// what a recorded notice's outcome means, how much of an order may still be refunded, and the
// words the console and the user's message use. The origin checks with these; the screen shows them.
import { formatYuan } from './recharge';

/** notice: a provider's asynchronous notice; cashier: the demo 收银台's 确认支付. */
export const NOTICE_SOURCES = ['notice', 'cashier'] as const;
export type NoticeSource = (typeof NOTICE_SOURCES)[number];

/** settleOrder's outcomes, and ignored: genuine news that is no payment (a trade closed unpaid). */
export const NOTICE_OUTCOMES = [
  'paid',
  'already',
  'paid_other',
  'closed',
  'amount',
  'trade_used',
  'unknown',
  'ignored',
] as const;
export type NoticeOutcome = (typeof NOTICE_OUTCOMES)[number];

export const NOTICE_OUTCOME_TEXT: Readonly<Record<NoticeOutcome, string>> = {
  paid: '支付成功，已入账',
  already: '重复通知，未重复入账',
  paid_other: '订单已由其他交易支付，未入账',
  closed: '订单已关闭，未入账',
  amount: '金额不符，未入账',
  trade_used: '交易号已支付其他订单，未入账',
  unknown: '订单不存在',
  ignored: '非支付通知（如交易关闭）',
};

export const TIP_REFUND_NOT_PAID = '订单未支付，无法退款';
export const TIP_REFUND_ORDER_NOT_FOUND = '订单不存在';

/** What is left to refund of an order that took `paid` fen and gave back `refunded` already. */
export function refundableLeft(paid: number, refunded: number): number {
  return Math.max(0, paid - refunded);
}

/** Why `amount` fen cannot be refunded now ('' when it can). */
export function refundProblem(paid: number, refunded: number, amount: number): string {
  const left = refundableLeft(paid, refunded);
  if (left === 0) return '该订单已全额退款，无法再退';
  if (amount > left) return `退款金额超过可退金额，最多还可退${formatYuan(left)}`;
  return '';
}

/** The user's 系统通知 for a refund. */
export function refundMessage(input: { orderNo: string; title: string; amount: number }) {
  return {
    title: '退款到账通知',
    body: `您的订单${input.orderNo}（${input.title}）已退款${formatYuan(input.amount)}，已按1金币=¥1退回到您的金币余额，请在钻石明细中查看。`,
  };
}

/** A refund amount typed in yuan (at most two decimals) → fen, or null when it is not one. */
export function yuanInputToFen(text: string): number | null {
  const m = /^\s*(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!m) return null;
  const fen = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return fen > 0 ? fen : null;
}

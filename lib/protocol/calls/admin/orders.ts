// The console's 订单与退款 calls (issue 42 item 2, docs/admin-api.md "Orders and refunds"): find
// recharge orders, read an order's story, refund to the wallet, reconcile orders against the
// providers' notices. Finance and the owner only; every refund is audited.
import * as v from 'valibot';

import { ORDER_NO_PATTERN } from '@/lib/domain/money/recharge';

import { defineAdminCall } from '../../admin-call';
import { MAX_PAGE, integer, optional, payload, text } from '../../fields';
import { orderPage, orderStory, reconciliation, refundResult } from '../../shapes/admin/orders';

const finance = { area: 'orders', access: 'operator', roles: ['owner', 'finance'] } as const;

// 2100-01-01 in ms: no order is later.
const MAX_MS = 4_102_444_800_000;
const instant = (tip: string) =>
  v.pipe(v.number(tip), v.integer(tip), v.minValue(0, tip), v.maxValue(MAX_MS, tip));

const TIP_ORDER_NO = '订单号格式不正确（R加20位数字）';
const orderNo = v.pipe(v.string(TIP_ORDER_NO), v.trim(), v.regex(ORDER_NO_PATTERN, TIP_ORDER_NO));
const range = {
  /** Milliseconds since the epoch, inclusive. */
  from: optional(instant('开始时间不正确')),
  /** Milliseconds since the epoch, exclusive. */
  to: optional(instant('结束时间不正确')),
};

/** At most ¥1,000,000 a refund: far above any package. */
export const REFUND_MAX_FEN = 100_000_000;

export const ADMIN_ORDER_CALLS = [
  defineAdminCall('orders/list', {
    ...finance,
    request: payload({
      orderNo: optional(orderNo),
      /** A user id (digits) or an account name. */
      user: optional(text('用户', { max: 64 })),
      ...range,
      page: optional(integer(`页码需为1-${MAX_PAGE}的整数`, 1, MAX_PAGE)),
      pageSize: optional(integer('每页条数需为1-100的整数', 1, 100)),
    }),
    response: orderPage,
    note: 'by number, user id or account, creation time; newest first, paged',
  }),
  defineAdminCall('orders/get', {
    ...finance,
    request: payload({ orderNo }),
    response: orderStory,
    note: 'the story: created, each notice and its outcome, paid, settled, refunds; 4040 for none',
  }),
  defineAdminCall('orders/refund', {
    ...finance,
    request: payload({
      orderNo,
      amount: integer(`退款金额须为1到${REFUND_MAX_FEN}分`, 1, REFUND_MAX_FEN),
      reason: v.pipe(
        text('退款原因', { min: 1, max: 100 }),
        v.trim(),
        v.minLength(1, '请填写退款原因'),
      ),
      key: v.pipe(v.string('请求编号不正确'), v.regex(/^[A-Za-z0-9_-]{16,64}$/, '请求编号不正确')),
    }),
    response: refundResult,
    note: 'fen into the user’s gold (1 金币 = ¥1), ledger reason refund, a 系统通知; once per key; never past the price; audited',
  }),
  defineAdminCall('orders/reconcile', {
    ...finance,
    request: payload({ ...range }),
    response: reconciliation,
    note: 'paid without a notice, notices without an order, amount mismatches (at most 200 each)',
  }),
] as const;

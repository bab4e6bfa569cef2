// Recharge calls of §7 (Gold paytypeinfo, Recharge history and submit; docs/money-api.md):
// packages of gold, diamonds and VIP time, paid through a payment page or with the gold balance.
import * as v from 'valibot';

import {
  ORDER_NO_PATTERN,
  PAY_TYPE_CODES,
  PRODUCT_KINDS,
  TIP_ORDER_NO,
  TIP_PAY_TYPE,
  TIP_TOO_MANY_UNPAID,
  UNPAID_ORDERS_MAX,
} from '@/lib/domain/money/recharge';

import { defineCall } from '../../call';
import { id, oneOf, optional, paging, payload } from '../../fields';
import { pageOf } from '../../shapes/video';
import { payTypeInfo, rechargeOrder, rechargeSubmitted } from '../../shapes/money/recharge';

const orderNo = v.pipe(v.string(TIP_ORDER_NO), v.regex(ORDER_NO_PATTERN, TIP_ORDER_NO));

export const RECHARGE_CALLS = [
  defineCall('gold/paytypeinfo', {
    repeatable: true,
    area: 'Gold',
    access: 'secure',
    request: payload({ kind: oneOf(PRODUCT_KINDS, '请选择充值类型') }),
    response: payTypeInfo,
    note: 'the packages of one kind (gold, diamond, vip) on sale, the ways to pay with their limits, and the caller’s gold',
  }),
  defineCall('recharge/submit', {
    area: 'Recharge',
    access: 'secure',
    request: payload({
      productId: id('商品ID格式不正确'),
      payType: oneOf(PAY_TYPE_CODES, TIP_PAY_TYPE),
    }),
    response: rechargeSubmitted,
    note: `places an order: 金币支付 is paid at once from the gold balance; 支付宝 and 微信支付 answer a pending order with its payUrl, closed after 15 minutes unpaid; 4040 unknown product, 4000 a way that cannot pay it (limits, 金币余额不足), 4290 ${TIP_TOO_MANY_UNPAID} (${UNPAID_ORDERS_MAX} open)`,
  }),
  defineCall('recharge/history', {
    repeatable: true,
    area: 'Recharge',
    access: 'secure',
    request: payload({ ...paging, orderNo: optional(orderNo) }),
    response: pageOf(rechargeOrder),
    note: 'the caller’s orders, newest first; with orderNo only that one (the screen asks after a payment); another user’s order is not found',
  }),
] as const;

// The console's 财务 calls (issue 42 item 4, docs/admin-api.md "Redeem batches"): 兑换码 batches
// for the owner and finance. Every change, and every export of codes, is audited.
import {
  REDEEM_BATCH_COUNT_MAX,
  REDEEM_BATCH_DAYS_MAX,
  REDEEM_BATCH_DIAMONDS_MAX,
  REDEEM_BATCH_NAME_MAX,
  REDEEM_BATCH_USES_MAX,
} from '@/lib/domain/money/redeem-batch';
import { VIP_TIERS } from '@/lib/domain/money/vip';
import * as v from 'valibot';

import { defineAdminCall } from '../../admin-call';
import { id, integer, oneOf, optional, paging, payload, text } from '../../fields';
import {
  redeemBatchCsvFile,
  redeemBatchItem,
  redeemBatchList,
  redeemBatchUses,
} from '../../shapes/admin/finance';

const finance = { area: 'finance', access: 'operator', roles: ['owner', 'finance'] } as const;
const MAX_MS = 253_402_300_799_000;
const batchId = id('批次编号不正确');

const reward = v.variant(
  'kind',
  [
    v.object({
      kind: v.literal('diamonds'),
      /** §5 tenths: 1000 is 100 钻石. */
      amount: integer(
        `钻石数量须为0.1到${REDEEM_BATCH_DIAMONDS_MAX / 10}`,
        1,
        REDEEM_BATCH_DIAMONDS_MAX,
      ),
    }),
    v.object({
      kind: v.literal('vip'),
      tier: oneOf(VIP_TIERS, '请选择会员等级'),
      days: integer(`会员天数须为1到${REDEEM_BATCH_DAYS_MAX}的整数`, 1, REDEEM_BATCH_DAYS_MAX),
    }),
  ],
  '请选择奖励类型',
);

export const ADMIN_FINANCE_CALLS = [
  defineAdminCall('finance/redeem/list', {
    ...finance,
    request: payload({}),
    response: redeemBatchList,
    note: 'every batch, newest first, with its uses so far',
  }),
  defineAdminCall('finance/redeem/create', {
    ...finance,
    request: payload({
      name: text('批次名称', { min: 1, max: REDEEM_BATCH_NAME_MAX }),
      reward,
      count: integer(`数量须为1到${REDEEM_BATCH_COUNT_MAX}的整数`, 1, REDEEM_BATCH_COUNT_MAX),
      maxUses: integer(
        `每码可用次数须为1到${REDEEM_BATCH_USES_MAX}的整数`,
        1,
        REDEEM_BATCH_USES_MAX,
      ),
      /** Milliseconds since the epoch; absent: never expires. */
      expiresAt: optional(
        v.pipe(
          v.number('过期时间不正确'),
          v.integer('过期时间不正确'),
          v.maxValue(MAX_MS, '过期时间不正确'),
        ),
      ),
    }),
    response: redeemBatchItem,
    note: 'count random codes (node:crypto, 12 of 31 unambiguous symbols), unique; audited',
  }),
  defineAdminCall('finance/redeem/disable', {
    ...finance,
    request: payload({ id: batchId }),
    response: redeemBatchItem,
    note: 'its codes are refused from then on (4000 该兑换码已停用); audited',
  }),
  defineAdminCall('finance/redeem/export', {
    ...finance,
    request: payload({ id: batchId }),
    response: redeemBatchCsvFile,
    note: 'the codes as CSV (UTF-8 with BOM); audited, as it hands out codes',
  }),
  defineAdminCall('finance/redeem/uses', {
    ...finance,
    request: payload({ id: batchId, ...paging }),
    response: redeemBatchUses,
    note: 'who used which code when, newest first',
  }),
] as const;

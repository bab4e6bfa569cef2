// The money calls of §7 that are built: 兑换码 (Redeemcode; docs/money-api.md), and our wallet
// 明细 (user/wallet/ledger). Recharge and Gold are in recharge.ts, the points exchange (Redeem) in
// points.ts.
import * as v from 'valibot';

import {
  REDEEM_ADDRESS_MISSES_MAX,
  REDEEM_MISSES_MAX,
  REDEEM_MISS_WINDOW_SECONDS,
  TIP_REDEEM_EMPTY,
  TIP_REDEEM_FORMAT,
  normaliseRedeemCode,
  redeemCodeProblem,
} from '@/lib/domain/money/redeem';

import { CURRENCIES } from '@/lib/domain/money/ledger';

import { defineCall } from '../../call';
import { oneOf, optional, paging, payload } from '../../fields';
import { pageOf } from '../../shapes/video';
import { ledgerEntry, redeemRecord, redeemUsed } from '../../shapes/money/redeem-and-wallet';

/** A typed code: its problem is the tip (lib/domain/money/redeem), the handler gets it normalised. */
const redeemCode = v.pipe(
  v.string(TIP_REDEEM_EMPTY),
  v.maxLength(64, TIP_REDEEM_FORMAT),
  v.rawCheck(({ dataset, addIssue }) => {
    const problem = dataset.typed ? redeemCodeProblem(dataset.value) : '';
    if (problem) addIssue({ message: problem });
  }),
  v.transform(normaliseRedeemCode),
);

export const REDEEM_CALLS = [
  defineCall('redeemcode/use', {
    area: 'Redeemcode',
    access: 'secure',
    request: payload({ code: redeemCode }),
    response: redeemUsed,
    note: `an operator’s code for diamonds or VIP days, for accounts only (4030 for a guest), once per account and within its uses; 4040 unknown code, 4000 used up, expired or already used by the caller; 4290 after ${REDEEM_MISSES_MAX} misses in ${REDEEM_MISS_WINDOW_SECONDS / 60} minutes (${REDEEM_ADDRESS_MISSES_MAX} from one address)`,
  }),
  defineCall('redeemcode/list', {
    repeatable: true,
    area: 'Redeemcode',
    access: 'secure',
    request: payload({ ...paging }),
    response: pageOf(redeemRecord),
    note: 'the codes the caller has used, newest first',
  }),
] as const;

/** Ours, under the User area (§7 has no wallet area and every path keeps a §7 prefix). */
export const WALLET_CALLS = [
  defineCall('user/wallet/ledger', {
    repeatable: true,
    area: 'User',
    access: 'secure',
    request: payload({
      ...paging,
      currency: optional(oneOf(CURRENCIES, '币种 currency 只能是 diamonds 或 gold')),
    }),
    response: pageOf(ledgerEntry),
    note: 'ours: the caller’s own diamond and gold ledger (every recharge, purchase, reward, refund and merge), newest first, one currency or both',
  }),
] as const;

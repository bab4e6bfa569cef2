// The points exchange (§7 Redeem: goods bought with 积分; docs/money-api.md "Points exchange") and
// the membership cards (§7 Card; docs/decisions/0035-points-exchange-and-card-list.md "card/list:
// the membership cards").
import * as v from 'valibot';

import { POINTS_PER_TASK, SECONDS_PER_POINT } from '@/lib/domain/welfare/points';

import { defineCall } from '../../call';
import { id, paging, payload } from '../../fields';
import { pageOf } from '../../shapes/video';
import {
  membershipCard,
  pointsExchange,
  pointsExchanged,
  pointsGoodsList,
} from '../../shapes/welfare/points';

export const POINTS_CALLS = [
  defineCall('redeem/list', {
    repeatable: true,
    area: 'Redeem',
    access: 'public',
    request: payload({}),
    response: pointsGoodsList,
    note: `the goods on sale for points (VIP days, diamonds, gold) with stock and per-user limits; with a session the caller’s points (1 per ${SECONDS_PER_POINT / 60} minutes online, ${POINTS_PER_TASK} per task claimed) and exchanges of each`,
  }),
  defineCall('redeem/exchange', {
    area: 'Redeem',
    access: 'public',
    request: payload({ id: id('商品ID格式不正确') }),
    response: pointsExchanged,
    note: 'public by §7, acts for the caller’s session: an account only (4030 without one or for a guest); once per tap under parallel taps; 4040 unknown good, 4000 已兑完 or 超出兑换次数, 4010 积分不足',
  }),
  defineCall('redeem/history', {
    repeatable: true,
    area: 'Redeem',
    access: 'secure',
    request: payload({ ...paging }),
    response: pageOf(pointsExchange),
    note: 'the caller’s exchanges, newest first',
  }),
  defineCall('card/list', {
    repeatable: true,
    area: 'Card',
    access: 'secure',
    request: payload({}),
    response: v.object({ list: v.array(membershipCard) }),
    note: 'the membership cards (our reading): one per VIP tier with its rights, its cheapest package and the caller’s standing',
  }),
] as const;

// The points exchange (§7 Redeem; docs/money-api.md "Points exchange") and the membership cards
// (§7 Card; docs/decisions/0035-points-exchange-and-card-list.md). redeem/list and /exchange are
// public by §7: the list answers anyone (points only with a session), an exchange acts only for the
// caller's account.
import type { RouteDeps } from '../../http/context';
import type { Handlers } from '../../http/route';
import { listCards } from '../../services/money/membership-cards';
import { pageRequest } from '../../services/platform/paging';
import { exchangeGoods, listExchanges, listGoods } from '../../services/welfare/points-exchange';

export function pointsHandlers(deps: RouteDeps): Handlers {
  const { db, now } = deps;
  return {
    // POST /api/app/redeem/list – the goods for points; the caller's points and counts with a session
    'redeem/list': ({ session }) => listGoods(db, session?.userId ?? null),
    // POST /api/app/redeem/exchange – one good for the caller's points (accounts only, 4030 otherwise)
    'redeem/exchange': ({ input, session }) =>
      exchangeGoods(db, { userId: session?.userId ?? null, goodsId: input.id, nowMs: now() }),
    // POST /api/app/redeem/history – the caller's exchanges, newest first
    'redeem/history': ({ input, session }) => listExchanges(db, session.userId, pageRequest(input)),
    // POST /api/app/card/list – the membership cards with the caller's standing in each tier
    'card/list': ({ session }) => listCards(db, session.userId, now()),
  };
}

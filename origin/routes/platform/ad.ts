// Ad calls (§7 "Ad"): click.
import type { RouteDeps } from '../../http/context';
import type { Handlers } from '../../http/route';
import { clickAd } from '../../services/platform/ads';

export function adHandlers(deps: RouteDeps): Handlers {
  const { db, now } = deps;
  return {
    // POST /api/app/ad/click – records a click on ad `id` and answers its link (4040 for an unknown ad)
    'ad/click': ({ input, session, c }) =>
      clickAd(db, { id: input.id, userId: session.userId, ip: c.get('clientIp') }, now()),
  };
}

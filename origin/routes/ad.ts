// Ad calls (§7 "Ad"): click.
import type { RouteDef, RouteDeps } from '../http/context';
import { reply, requireSession } from '../http/context';
import { clickAd } from '../services/ads';
import { positiveId } from '../services/validate';

export function adRoutes(deps: RouteDeps): RouteDef[] {
  const { db, now } = deps;
  return [
    {
      // POST /api/app/ad/click – records a click on ad `id` and answers its link (4040 for an unknown ad)
      method: 'POST',
      path: 'ad/click',
      auth: 'secure',
      handler: async (c) => {
        const id = positiveId(c.get('payload').id, '广告ID格式不正确');
        return reply(
          c,
          await clickAd(db, { id, userId: requireSession(c).userId, ip: c.get('clientIp') }, now()),
        );
      },
    },
  ];
}

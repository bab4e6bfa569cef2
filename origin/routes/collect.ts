// Collect calls (§7 "Collect"): the caller's favourites, add one and remove some. Secure (our choice).
import type { RouteDef, RouteDeps } from '../http/context';
import { reply, requireSession } from '../http/context';
import {
  addFavourite,
  collectType,
  favouriteIds,
  removeFavourites,
} from '../services/media-actions';
import { positiveId } from '../services/validate';

export function collectRoutes(deps: RouteDeps): RouteDef[] {
  const { db, now } = deps;
  return [
    {
      // POST /api/app/collect/operate – adds a video to the caller's favourites (again: no change)
      method: 'POST',
      path: 'collect/operate',
      auth: 'secure',
      handler: async (c) => {
        const payload = c.get('payload');
        collectType(payload);
        const videoId = positiveId(payload.id, '视频ID格式不正确');
        return reply(
          c,
          await addFavourite(db, { userId: requireSession(c).userId, videoId, nowMs: now() }),
        );
      },
    },
    {
      // POST /api/app/collect/delete – removes videos from the caller's favourites; answers how many were there
      method: 'POST',
      path: 'collect/delete',
      auth: 'secure',
      handler: async (c) => {
        const payload = c.get('payload');
        collectType(payload);
        return reply(
          c,
          await removeFavourites(db, requireSession(c).userId, favouriteIds(payload)),
        );
      },
    },
  ];
}

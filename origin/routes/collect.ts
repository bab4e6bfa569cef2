// Collect calls (§7 "Collect"): the caller's favourites, add one and remove some. Secure (our choice).
import type { RouteDeps } from '../http/context';
import type { Handlers } from '../http/route';
import { addFavourite, removeFavourites } from '../services/media-actions';

export function collectHandlers(deps: RouteDeps): Handlers {
  const { db, now } = deps;
  return {
    // POST /api/app/collect/operate – adds a video to the caller's favourites (again: no change)
    'collect/operate': ({ input, session }) =>
      addFavourite(db, { userId: session.userId, videoId: input.id, nowMs: now() }),
    // POST /api/app/collect/delete – removes videos from the caller's favourites; answers how many were there
    'collect/delete': ({ input, session }) =>
      removeFavourites(db, session.userId, [...new Set(input.ids)]),
  };
}

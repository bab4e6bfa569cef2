// Collect calls (§7 "Collect"): the caller's favourites, add one and remove some; videos by
// default, community posts with `type: 'post'`. Secure (our choice).
import type { RouteDeps } from '../../http/context';
import type { Handlers } from '../../http/route';
import { addFavourite, removeFavourites } from '../../services/video/media-actions';
import { addPostFavourite, removePostFavourites } from '../../services/community/post-actions';

export function collectHandlers(deps: RouteDeps): Handlers {
  const { db, now } = deps;
  return {
    // POST /api/app/collect/operate – adds a video (or a post) to the caller's favourites (again: no change)
    'collect/operate': ({ input, session }) =>
      input.type === 'post'
        ? addPostFavourite(db, { userId: session.userId, postId: input.id, nowMs: now() })
        : addFavourite(db, { userId: session.userId, videoId: input.id, nowMs: now() }),
    // POST /api/app/collect/delete – removes videos (or posts) from the caller's favourites; answers how many were there
    'collect/delete': ({ input, session }) =>
      input.type === 'post'
        ? removePostFavourites(db, session.userId, [...new Set(input.ids)])
        : removeFavourites(db, session.userId, [...new Set(input.ids)]),
  };
}

// Upblogers calls (§7 "Upblogers"): the UP主 ranking, a profile, follow and unfollow. Secure.
import type { RouteDeps } from '../../http/context';
import type { Handlers } from '../../http/route';
import { pageRequest } from '../../services/platform/paging';
import { markOwnedPage } from '../../services/video/media-cards';
import {
  followedUploaders,
  setFollow,
  uploaderInfo,
  uploaderRanking,
} from '../../services/community/uploaders';

export function upblogersHandlers(deps: RouteDeps): Handlers {
  const { db, now } = deps;
  return {
    // POST /api/app/upblogers/list – the UP主 ranking by followers or by the plays of their videos; followed: the caller's follows
    'upblogers/list': ({ input, session }) =>
      input.followed
        ? followedUploaders(db, session.userId, pageRequest(input))
        : uploaderRanking(db, session.userId, input.sort ?? 'followers', pageRequest(input)),
    // POST /api/app/upblogers/info – a profile with a page of their videos
    'upblogers/info': async ({ input, session }) => {
      const info = await uploaderInfo(db, session.userId, input.id, pageRequest(input), now());
      return { ...info, videoList: await markOwnedPage(db, session, info.videoList) };
    },
    // POST /api/app/upblogers/cares – follows or unfollows; answers the exact follower count
    'upblogers/cares': ({ input, session }) =>
      setFollow(db, {
        followerId: session.userId,
        uploaderId: input.id,
        follow: input.follow,
        nowMs: now(),
      }),
  };
}

// Search calls (§7 "Search"): details (videos by title, tag or actor; on page 1 also the UP主
// and posts that match; or one kind alone, paged) and hot.
import { and, desc, eq, ilike } from 'drizzle-orm';

import { SEARCH_SIDE_RESULTS } from '@/lib/protocol/calls/video';
import { HOT_SEARCH_TOP } from '@/lib/domain/video/search-history';

import { posts } from '../../db/schema/community';
import { users } from '../../db/schema/users';
import type { RouteDeps } from '../../http/context';
import type { Handlers } from '../../http/route';
import { communitySettings } from '../../services/community/config';
import { markOwnedPage } from '../../services/video/media-cards';
import { pageRequest, type PageRequest } from '../../services/platform/paging';
import { postPage, readableTextLike } from '../../services/community/post-cards';
import {
  containsPattern,
  hotSearchList,
  keywordField,
  searchVideos,
} from '../../services/video/search';
import type { Session } from '../../services/account/sessions';
import { findUploaders } from '../../services/community/uploaders';

const FIRST_SIDE_PAGE: PageRequest = { page: 1, pageSize: SEARCH_SIDE_RESULTS, offset: 0 };

export function searchHandlers(deps: RouteDeps): Handlers {
  const { db, now } = deps;

  /** Published posts whose readable text contains the keyword, most liked first. */
  const matchingPosts = async (session: Session, keyword: string, request: PageRequest) => {
    const { categories } = await communitySettings(db);
    const where = and(
      eq(posts.status, 'published'),
      readableTextLike(db, session.userId, containsPattern(keyword)),
    );
    return postPage(
      db,
      { viewerId: session.userId, where, order: [desc(posts.likes), desc(posts.id)], categories },
      request,
    );
  };
  const matchingUploaders = (session: Session, keyword: string, request: PageRequest) =>
    findUploaders(db, session.userId, ilike(users.nickname, containsPattern(keyword)), request);

  return {
    // POST /api/app/search/details – videos whose title, tag or actor contains the keyword (1–30 characters); page 1 adds UP主 and posts (a locked paid post by its preview only); `kind` pages one kind alone
    'search/details': async ({ input, session }) => {
      const keyword = keywordField(input);
      const request = pageRequest(input);
      if (input.kind === 'post') return matchingPosts(session, keyword, request);
      if (input.kind === 'uploader') return matchingUploaders(session, keyword, request);
      const videos = await markOwnedPage(
        db,
        session,
        await searchVideos(db, keyword, request, now()),
      );
      if (input.kind === 'video') return videos;
      if (request.page !== 1) return { ...videos, uploaders: [], posts: [] };
      const [uploaders, found] = await Promise.all([
        matchingUploaders(session, keyword, FIRST_SIDE_PAGE),
        matchingPosts(session, keyword, FIRST_SIDE_PAGE),
      ]);
      return { ...videos, uploaders: uploaders.list, posts: found.list };
    },
    // POST /api/app/search/hot – the ten hottest searches
    'search/hot': () => hotSearchList(db, HOT_SEARCH_TOP),
  };
}

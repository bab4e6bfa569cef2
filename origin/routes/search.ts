// Search calls (§7 "Search"): details (videos by title, tag or actor; on page 1 also the UP主
// and posts that match) and hot.
import { and, desc, eq, ilike } from 'drizzle-orm';

import { posts } from '../db/schema/community';
import { users } from '../db/schema/users';
import type { RouteDeps } from '../http/context';
import type { Handlers } from '../http/route';
import { communitySettings } from '../services/community-config';
import { pageRequest } from '../services/paging';
import { postPage, readableTextLike } from '../services/post-cards';
import {
  containsPattern,
  HOT_SEARCH_TOP,
  hotSearchList,
  keywordField,
  searchVideos,
} from '../services/search';
import { findUploaders } from '../services/uploaders';

/** How many UP主 and posts page 1 of a search lists beside the videos. */
export const SEARCH_SIDE_RESULTS = 5;

export function searchHandlers(deps: RouteDeps): Handlers {
  const { db } = deps;
  return {
    // POST /api/app/search/details – videos whose title, tag or actor contains the keyword (1–30 characters); page 1 adds UP主 and posts (a locked paid post by its preview only)
    'search/details': async ({ input, session }) => {
      const keyword = keywordField(input);
      const request = pageRequest(input);
      const videos = await searchVideos(db, keyword, request);
      if (request.page !== 1) return { ...videos, uploaders: [], posts: [] };
      const pattern = containsPattern(keyword);
      const uploaders = await findUploaders(
        db,
        session.userId,
        ilike(users.nickname, pattern),
        SEARCH_SIDE_RESULTS,
      );
      const { categories } = await communitySettings(db);
      const found = await postPage(
        db,
        {
          viewerId: session.userId,
          where: and(eq(posts.status, 'published'), readableTextLike(db, session.userId, pattern)),
          order: [desc(posts.likes), desc(posts.id)],
          categories,
        },
        { page: 1, pageSize: SEARCH_SIDE_RESULTS, offset: 0 },
      );
      return { ...videos, uploaders, posts: found.list };
    },
    // POST /api/app/search/hot – the ten hottest searches
    'search/hot': () => hotSearchList(db, HOT_SEARCH_TOP),
  };
}

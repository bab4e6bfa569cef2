// Search calls (§7 "Search"): details (videos by title, tag or actor) and hot.
import type { RouteDef, RouteDeps } from '../http/context';
import { reply } from '../http/context';
import { pageRequest } from '../services/paging';
import { HOT_SEARCH_TOP, hotSearchList, keywordField, searchVideos } from '../services/search';

export function searchRoutes(deps: RouteDeps): RouteDef[] {
  const { db } = deps;
  return [
    {
      // POST /api/app/search/details – videos whose title, tag or actor contains the keyword (1–30 characters)
      method: 'POST',
      path: 'search/details',
      auth: 'secure',
      handler: async (c) => {
        const payload = c.get('payload');
        const keyword = keywordField(payload);
        return reply(c, await searchVideos(db, keyword, pageRequest(payload)));
      },
    },
    {
      // POST /api/app/search/hot – the ten hottest searches
      method: 'POST',
      path: 'search/hot',
      auth: 'secure',
      handler: async (c) => reply(c, await hotSearchList(db, HOT_SEARCH_TOP)),
    },
  ];
}

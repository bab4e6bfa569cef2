// Search calls (§7 "Search"): details (videos by title, tag or actor) and hot.
import type { RouteDeps } from '../http/context';
import type { Handlers } from '../http/route';
import { pageRequest } from '../services/paging';
import { HOT_SEARCH_TOP, hotSearchList, keywordField, searchVideos } from '../services/search';

export function searchHandlers(deps: RouteDeps): Handlers {
  const { db } = deps;
  return {
    // POST /api/app/search/details – videos whose title, tag or actor contains the keyword (1–30 characters)
    'search/details': ({ input }) => searchVideos(db, keywordField(input), pageRequest(input)),
    // POST /api/app/search/hot – the ten hottest searches
    'search/hot': () => hotSearchList(db, HOT_SEARCH_TOP),
  };
}

// Live TV calls (§7 Live, docs/live-api.md): the guide. Public (the web server's identity may read
// it too); playing a channel goes through the playlist route (routes/video/playback.ts).
import { LIVE_ALL_CATEGORY } from '@/lib/domain/live/live';

import type { RouteDeps } from '../../http/context';
import type { Handlers } from '../../http/route';
import { liveHome, liveRecommended } from '../../services/live/live';
import { pageRequest } from '../../services/platform/paging';

export function liveHandlers(deps: RouteDeps): Handlers {
  const { db, now } = deps;
  return {
    // POST /api/app/live/home – the categories, 热门直播, and with channelId that channel (or null)
    'live/home': ({ input }) => liveHome(db, input.channelId, now()),
    // POST /api/app/live/recommended – channels on air, most watched first, by category
    'live/recommended': ({ input }) =>
      liveRecommended(db, input.categoryId ?? LIVE_ALL_CATEGORY, pageRequest(input), now()),
  };
}

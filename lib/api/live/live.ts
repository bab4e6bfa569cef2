'use client';
// React Query options of the Live calls (live/home, live/recommended; docs/live-api.md): the
// channel guide of /liveTv and the channel of /liveTv/livePlay. Keys start with 'live'.
import {
  queryOptions,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

import { LIVE_ALL_CATEGORY, newestViewers, type ViewerSighting } from '@/lib/domain/live/live';
import type { PageOf } from '@/lib/protocol/shapes/video';
import type { LiveChannel, LiveHome } from '@/lib/protocol/shapes/live';

import { api } from '../client';
import { pagedQueryOptions } from '../paging';

export type { LiveCategory, LiveChannel, LiveHome } from '@/lib/protocol/shapes/live';

/** Viewer counts move: a minute old is fresh enough for the guide, as for the feeds. */
export const LIVE_STALE_MS = 60_000;

export const liveKeys = {
  all: ['live'] as const,
  home: (channelId: number | null) => ['live', 'home', channelId ?? 0] as const,
  channels: (categoryId: number) => ['live', 'channels', categoryId] as const,
};

/** The categories and 热门直播; with a channel id, that channel too (null when unknown). */
export const liveHomeQuery = (channelId: number | null = null) =>
  queryOptions<LiveHome>({
    queryKey: liveKeys.home(channelId),
    queryFn: ({ signal }) =>
      api.post('live/home', channelId === null ? {} : { channelId }, { signal }),
    staleTime: LIVE_STALE_MS,
  });

type ChannelPage = PageOf<LiveChannel>;

/** Every channel on air in a category (LIVE_ALL_CATEGORY: all), most watched first. */
export const liveChannelsQuery = (categoryId: number) =>
  pagedQueryOptions(
    liveKeys.channels(categoryId),
    (paging, signal): Promise<ChannelPage> =>
      api.post(
        'live/recommended',
        { ...paging, ...(categoryId === LIVE_ALL_CATEGORY ? {} : { categoryId }) },
        { signal },
      ),
    { staleTime: LIVE_STALE_MS },
  );

/** Every channel list the cache holds (live/home's and live/recommended's), with its time. */
function liveSightings(client: QueryClient): ViewerSighting[] {
  const sightings: ViewerSighting[] = [];
  for (const query of client.getQueryCache().findAll({ queryKey: liveKeys.all })) {
    const data = query.state.data as Partial<LiveHome> & Partial<InfiniteData<ChannelPage>>;
    if (!data) continue;
    const channels = [
      ...(data.featured ?? []),
      ...(data.channel ? [data.channel] : []),
      ...(data.pages ?? []).flatMap((page) => page.list),
    ];
    sightings.push({ at: query.state.dataUpdatedAt, channels });
  }
  return sightings;
}

/**
 * How many watch a channel, from the newest answer that lists it (lib/domain/live/live.ts
 * newestViewers): every card and line naming the channel shows the same count at a moment.
 */
export function useLiveViewers(channel: Pick<LiveChannel, 'id' | 'viewers'>): number {
  const client = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) =>
      client.getQueryCache().subscribe((event) => {
        if (event.query.queryKey[0] === liveKeys.all[0]) onChange();
      }),
    [client],
  );
  return useSyncExternalStore(
    subscribe,
    () => newestViewers(liveSightings(client)).get(channel.id) ?? channel.viewers,
    () => channel.viewers,
  );
}

'use client';
// UP主: the ranking, a profile with their videos, the user's follows, and following (the count the origin answers is
// the exact one, so it replaces the optimistic guess).
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';

import { api } from '../client';
import { pagedQueryOptions } from '../paging';
import type { PageOf, RankSort, UploaderCard, UploaderInfo } from './community-types';
import { communityKeys } from './posts';

type Ranking = PageOf<UploaderCard>;

/** Pages of upblogers/list: the ranking, or (followed) the user's own follows. */
function uploaderPages(
  queryKey: readonly unknown[],
  filter: { sort: RankSort } | { followed: true },
  staleTime = 0,
) {
  return pagedQueryOptions(
    queryKey,
    (paging, signal): Promise<Ranking> =>
      api.post('upblogers/list', { ...filter, ...paging }, { signal }),
    { staleTime },
  );
}

export const upRankQuery = (sort: RankSort) =>
  uploaderPages(communityKeys.rank(sort), { sort }, 60_000);

/** The UP主 the user follows (/mine/myFollow), the latest follow first. */
export const followedUploadersQuery = () =>
  uploaderPages(communityKeys.followed(), { followed: true });

/** A profile; its pages are pages of their videos (the header comes with each). */
export function uploaderQuery(id: number) {
  return pagedQueryOptions(
    communityKeys.uploader(id),
    (paging, signal): Promise<UploaderInfo> =>
      api.post('upblogers/info', { id, ...paging }, { signal }),
    { itemsOf: (page) => page.videoList.list, staleTime: 30_000 },
  );
}

export function useFollow(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) => api.post('upblogers/cares', { id, follow }),
    onSuccess: ({ following, followers }) => {
      client.setQueryData<InfiniteData<UploaderInfo>>(communityKeys.uploader(id), (data) =>
        data
          ? { ...data, pages: data.pages.map((page) => ({ ...page, following, followers })) }
          : data,
      );
      void client.invalidateQueries({ queryKey: ['community', 'rank'] });
      void client.invalidateQueries({ queryKey: communityKeys.followed() });
      void client.invalidateQueries({ queryKey: ['community', 'post'] });
    },
  });
}

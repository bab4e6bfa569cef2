'use client';
// Which paid videos the viewer owns, as the cards show it (issue 35: a bought video kept its
// price badge in lists). A card the origin read with the user's session says so itself
// (`bought`); a purchase made in this tab is remembered here, so every list already on screen,
// kept-alive pages included, says 已购 at once without reading its pages again. Kept in the
// query cache, which a login or logout clears with everything else of the previous user.
import {
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';

import type { CollectionPage } from './media';
import type { VideoCard } from './media-types';

/** Not under 'media': invalidating the media lists must not forget a purchase. */
export const ownedVideosKey = ['owned-videos'] as const;

const NONE: readonly number[] = [];

/** Adds videos bought in this tab (a video, or the paid videos of a bought collection). */
export function rememberOwned(client: QueryClient, ids: readonly number[]): void {
  if (ids.length === 0) return;
  client.setQueryData<readonly number[]>(ownedVideosKey, (before = NONE) => [
    ...new Set([...before, ...ids]),
  ]);
}

/** The paid videos of a collection's pages in the cache: what its purchase unlocked on screen. */
export function paidVideosOfCollection(
  client: QueryClient,
  key: readonly unknown[],
): readonly number[] {
  const data = client.getQueryData<InfiniteData<CollectionPage, number>>(key);
  return (data?.pages ?? []).flatMap((page) =>
    page.list.filter((v) => v.access === 'paid').map((v) => v.id),
  );
}

/** Whether a paid card's video is the viewer's: by the origin's answer or a purchase here. */
export function useOwnedVideo(video: Pick<VideoCard, 'id' | 'bought'>): boolean {
  const client = useQueryClient();
  const { data: here } = useQuery({
    queryKey: ownedVideosKey,
    // Nothing to fetch: the list lives only in the cache, and a refetch keeps it as it is.
    queryFn: () => client.getQueryData<readonly number[]>(ownedVideosKey) ?? NONE,
    initialData: NONE,
    staleTime: Infinity,
    gcTime: Infinity,
    select: (ids) => ids.includes(video.id),
  });
  return video.bought === true || here;
}

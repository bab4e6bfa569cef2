'use client';
// The pager's clips and where it stands: the recommend feed (paged, no clip twice), a linked
// clip first when the page was opened on one, the current index (back to 0 for a new link)
// and the next page asked for before the viewer reaches the end.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';

import { ApiError } from '@/lib/api/envelope';
import { pageItems } from '@/lib/api/paging';
import { shortRecommendFeedQuery } from '@/lib/api/video/media';
import { aheadPlayInfoQuery } from '@/lib/api/video/media-play';
import type { ShortCard } from '@/lib/api/video/media-types';
import { appendUnseen, linkedStart, needsNextPage } from '@/lib/domain/video/short-feed';
import { CODES } from '@/lib/protocol/codes';

export function useShortFeed(linkedId: number | null) {
  const feed = useInfiniteQuery(shortRecommendFeedQuery());
  const linked = useQuery({ ...aheadPlayInfoQuery(linkedId ?? 0), enabled: linkedId !== null });
  // A link to a video that does not exist, or is not a short one: the feed from its start.
  const miss =
    linkedId === null
      ? null
      : linked.data
        ? linkedStart(linked.data.video)
        : linked.error instanceof ApiError &&
            (linked.error.code === CODES.notFound || linked.error.code === CODES.badInput)
          ? linkedStart(undefined)
          : null;

  const clips = useMemo(() => {
    const fromFeed = (feed.data?.pages ?? []).reduce<ShortCard[]>(
      (list, page) => appendUnseen(list, pageItems(page)),
      [],
    );
    if (linkedId === null) return fromFeed;
    // A short card's link opens the pager on its clip, the feed after it.
    const inFeed = fromFeed.find((c) => c.id === linkedId);
    const info = linked.data;
    const head: ShortCard | undefined =
      inFeed ??
      (info && linkedStart(info.video) === null
        ? { ...info.video, uploader: null, postId: null, comments: 0 }
        : undefined);
    return head ? appendUnseen([head], fromFeed) : fromFeed;
  }, [feed.data, linked.data, linkedId]);

  const [index, setIndex] = useState(0);
  // A new link (another card tapped while the screen was kept) starts on its clip.
  const [indexFor, setIndexFor] = useState(linkedId);
  if (indexFor !== linkedId) {
    setIndexFor(linkedId);
    setIndex(0);
  }
  const current: ShortCard | undefined = clips[index];
  const waitingForLink = linkedId !== null && !linked.data && !linked.isError;

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;
  useEffect(() => {
    if (needsNextPage(index, clips.length, Boolean(hasNextPage)) && !isFetchingNextPage)
      void fetchNextPage();
  }, [index, clips.length, hasNextPage, isFetchingNextPage, fetchNextPage]);

  return { feed, miss, clips, index, setIndex, current, waitingForLink };
}

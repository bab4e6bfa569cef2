'use client';
// 自动播放下一集 (播放设置, issue 39): when a long video ends, the next episode of its collection
// or else the first related video, after a 即将播放 countdown the viewer can cancel. Not after a
// preview (the paywall has that moment) and not with the setting off.
import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';

import { collectionFeedQuery, recommendFeedQuery } from '@/lib/api/video/media';
import type { PageOf, VideoCard } from '@/lib/api/video/media-types';
import { AUTOPLAY_COUNTDOWN_S, nextVideoId } from '@/lib/domain/player/playback-settings';
import { playbackSettingsAtom } from '@/lib/state/playback-settings-atoms';

import styles from './autoplay-next.module.css';

const cardsOf = (data: InfiniteData<PageOf<VideoCard>> | undefined) =>
  data?.pages.flatMap((page) => page.list) ?? [];

export interface AutoplayNext {
  /** The video 即将播放 offers, or null (nothing ended, cancelled, off, or nothing to play). */
  next: VideoCard | null;
  cancel(): void;
}

export function useAutoplayNext({
  id,
  collectionId,
  ended,
}: {
  id: number;
  collectionId: number | null;
  /** The full video played to its end. */
  ended: boolean;
}): AutoplayNext {
  const { autoplayNext } = useAtomValue(playbackSettingsAtom);
  const active = autoplayNext && ended;
  const inCollection = collectionId !== null;
  // Asked only once the video ends; the related list is usually in the cache by then.
  const collection = useInfiniteQuery({
    ...collectionFeedQuery(collectionId ?? 0),
    enabled: active && inCollection,
  });
  const related = useInfiniteQuery({ ...recommendFeedQuery({ videoId: id }), enabled: active });
  const [cancelled, setCancelled] = useState(false);
  // Played again and ended again: offered again.
  if (!ended && cancelled) setCancelled(false);

  const episodes = cardsOf(collection.data);
  const lastLoaded = episodes.at(-1)?.id === id;
  const moreEpisodes = lastLoaded && collection.hasNextPage && !collection.isFetchingNextPage;
  const { fetchNextPage } = collection;
  useEffect(() => {
    // The current episode ends the loaded page: the next one is on the next page.
    if (active && moreEpisodes) void fetchNextPage();
  }, [active, moreEpisodes, fetchNextPage]);

  // Until the collection has answered (or failed), a related video must not jump the queue.
  const collectionSettled =
    !inCollection ||
    collection.isError ||
    (collection.isSuccess && !moreEpisodes && !collection.isFetchingNextPage);
  let next: VideoCard | null = null;
  if (active && !cancelled && collectionSettled) {
    // A short clip belongs to the pager, not to this player.
    const relatedCards = cardsOf(related.data).filter((card) => !card.short);
    const target = nextVideoId(
      id,
      inCollection ? episodes.map((card) => card.id) : null,
      related.isPending ? [] : relatedCards.map((card) => card.id),
    );
    next = [...episodes, ...relatedCards].find((card) => card.id === target) ?? null;
  }
  return { next, cancel: () => setCancelled(true) };
}

/** The countdown over the player: at 0 (or on 立即播放) `onPlay`, on 取消 `onCancel`. */
export function NextUpOverlay({
  card,
  onPlay,
  onCancel,
  seconds = AUTOPLAY_COUNTDOWN_S,
}: {
  card: VideoCard;
  onPlay: (card: VideoCard) => void;
  onCancel: () => void;
  seconds?: number;
}) {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (left <= 0) {
      onPlay(card);
      return;
    }
    const timer = window.setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left, card, onPlay]);

  return (
    <div className={styles.overlay} role="dialog" aria-label="即将播放" data-testid="next-up">
      <p>{left > 0 ? `${left}秒后即将播放` : '即将播放'}</p>
      <p className={styles.title}>{card.title}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.cancel} onClick={onCancel}>
          取消
        </button>
        <button type="button" className={styles.play} onClick={() => onPlay(card)}>
          立即播放
        </button>
      </div>
    </div>
  );
}

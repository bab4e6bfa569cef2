'use client';
// /play/longVideo?id=: play info → (the preview ad →) the player, line switching, the
// description, like/collect and related videos (简介) or the comments (评论, video-comments.tsx);
// the paywall when the preview ends.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'next/navigation';
import { useDeferredValue, useState } from 'react';

import { BadLinkState } from '@/components/video/bad-link-state';
import { usePoster, type ServedPoster } from '@/components/player/use-poster';
import { ErrorState, errorText } from '@/components/ui/error-state';
import { Header } from '@/components/ui/header';
import { SkeletonLines } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api/envelope';
import { playInfoQuery } from '@/lib/api/video/media-play';
import { tappedCard } from '@/lib/api/video/tapped-card';
import { parseQueryId } from '@/lib/domain/video/links';
import { useHydrated } from '@/lib/shell/use-hydrated';

import styles from './long-video.module.css';
import { LongVideoView } from './long-video-view';

const CODE_NOT_FOUND = 4040;

export function LongVideoScreen({ served = null }: { served?: ServedPoster | null }) {
  const id = parseQueryId(useSearchParams().get('id'));
  if (id === null) {
    return (
      <main className={styles.screen}>
        <Header title={PLAYER_TITLE} />
        <BadLinkState
          text="视频链接有误"
          description="没有找到要播放的视频，去首页看看其他视频吧"
        />
      </main>
    );
  }
  // A new id is a new video: fresh player state, fresh paywall.
  return <LongVideoLoader key={id} id={id} served={served?.id === id ? served.src : undefined} />;
}

/** Shown until the play info arrives, when the player was not opened from a card. */
export const PLAYER_TITLE = '视频播放';

function LongVideoLoader({ id, served }: { id: number; served: string | undefined }) {
  const query = useQuery(playInfoQuery(id));
  // The card the user tapped, if any: its title and cover stand in until the play info is in.
  // Read once hydrated: the launch frame the server renders for a cold link knows no card.
  const queryClient = useQueryClient();
  const card = useHydrated() ? tappedCard(queryClient, id) : undefined;
  // The cover starts loading at once (it is the page's largest picture, shown as the poster):
  // from the page's HTML when the server sent it (a plain URL, kept as the player's poster: no
  // second decode), from the tapped card, whose cover is already decoded, else the play info's.
  const poster = usePoster(query.data?.video.cover ?? card?.cover ?? served, served);
  // The page renders deferred: React Query's update would otherwise render the player, the
  // description and the lists in one long task the moment the answer arrives; deferred,
  // React renders it in slices between which the browser stays responsive.
  const data = useDeferredValue(query.data);
  // Where a preview stopped, so the full video picks up there once bought.
  const [handoff, setHandoff] = useState(0);
  if (data) {
    // Buying changes the playlist (preview → full): a fresh player for the new entitlement.
    return (
      <LongVideoView
        key={String(data.entitled)}
        id={id}
        info={data}
        poster={poster}
        handoff={handoff}
        onHandoff={setHandoff}
      />
    );
  }
  return (
    <main className={styles.screen}>
      <Header title={card?.title ?? PLAYER_TITLE} />
      {query.isError ? (
        isApiError(query.error) && query.error.code === CODE_NOT_FOUND ? (
          <BadLinkState
            text="视频不存在或已下架"
            description="去看看其他精彩视频吧"
            actionText="去首页看看"
          />
        ) : (
          <ErrorState message={errorText(query.error)} onRetry={() => void query.refetch()} />
        )
      ) : (
        <>
          <div className={styles.playerSkeleton} aria-label="加载中" role="status">
            {poster.served && poster.url ? (
              // eslint-disable-next-line @next/next/no-img-element -- the served cover, drawn from the HTML before any script.
              <img
                className={styles.skeletonPoster}
                src={poster.url}
                alt=""
                fetchPriority="high"
                onError={poster.fallBack}
              />
            ) : null}
          </div>
          <div className={styles.body}>
            <SkeletonLines lines={3} />
          </div>
        </>
      )}
    </main>
  );
}

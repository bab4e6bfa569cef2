'use client';
// /shortVideo (kept alive): a full-screen vertical pager over media/short/recommend, paged and
// never repeating a clip within the visit, one <video> for every clip (short-player.tsx), the
// next clip's playlist and first segment fetched while the current one plays. Hidden (another
// route shows), its effects are cleaned up: the engine detaches, listeners and timers go.
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';

import { usePageActive, usePageSearchParams } from '@/components/shell/page-active';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/error-state';
import { HEART_MS, stepTo } from '@/lib/domain/video/short-feed';
import { parseQueryId } from '@/lib/domain/video/links';
import { useBack } from '@/lib/navigation/use-back';

import { ClipTrack } from './clip-track';
import { ShortPlayerView, useShortPlayer, type Heart } from './short-player';
import styles from './short-video.module.css';
import { useCountView, useLinkedNotice, usePrefetchNext } from './use-clip-effects';
import { usePagerGestures } from './use-pager-gestures';
import { useShortFeed } from './use-short-feed';

export interface CommentsSheetProps {
  open: boolean;
  /** The clip's post; null: the operator's own video, which takes no comments. */
  postId: number | null;
  onClose: () => void;
}

/**
 * The screen; `CommentsSheet` is the community's (composed in app/shortVideo: one area does not
 * import another's components).
 */
export function ShortVideoScreen({
  CommentsSheet,
}: {
  CommentsSheet: ComponentType<CommentsSheetProps>;
}) {
  // Hidden (kept alive), React cleans this screen's effects up and runs them again when it shows:
  // the engine, the listeners, the timers and the prefetch all live in effects, so nothing runs
  // while hidden and everything resumes on the clip the viewer left.
  const active = usePageActive();
  const back = useBack();
  // This page's own query: hidden, the screen must not take the shown page's ?id= for a clip.
  const linkedId = parseQueryId(usePageSearchParams().get('id'));
  const { feed, miss, clips, index, setIndex, current, waitingForLink } = useShortFeed(linkedId);

  const videoRef = useRef<HTMLVideoElement>(null);
  const [hearts, setHearts] = useState<Heart[]>([]);
  const state = useShortPlayer(videoRef, waitingForLink ? undefined : current, active, (heart) =>
    setHearts((list) => [...list, heart]),
  );
  useEffect(() => {
    if (hearts.length === 0) return;
    const timer = window.setTimeout(() => setHearts([]), HEART_MS);
    return () => window.clearTimeout(timer);
  }, [hearts]);

  const playing = active && state.player.status === 'playing';
  usePrefetchNext(clips, index, playing);
  useCountView(current?.id ?? 0, playing);
  useLinkedNotice(linkedId, miss);

  const [commentsOpen, setCommentsOpen] = useState(false);
  const step = useCallback(
    (by: number) => setIndex((i) => stepTo(i, by, clips.length)),
    [clips.length, setIndex],
  );
  const gestures = usePagerGestures({
    index,
    count: clips.length,
    active: active && !commentsOpen,
    onStep: step,
    onTap: state.player.togglePlay,
    onDoubleTap: state.likeAt,
  });

  const body = feed.isError ? (
    <div className={styles.state}>
      <ErrorState message="短视频加载失败，请检查网络后重试" onRetry={() => void feed.refetch()} />
    </div>
  ) : feed.isSuccess && clips.length === 0 ? (
    <div className={styles.state}>
      <EmptyState
        text="暂无短视频"
        description="过一会儿再来看看吧"
        actionText="重试"
        onAction={() => void feed.refetch()}
      />
    </div>
  ) : !current || waitingForLink ? (
    <div className={styles.state}>
      <Spinner size={40} tone="light" label="加载中" />
    </div>
  ) : null;

  return (
    <main
      className={styles.screen}
      aria-label="短视频"
      data-index={index}
      data-clip-id={current?.id ?? ''}
      {...gestures.handlers}
    >
      <header className={styles.header}>
        <button type="button" className={styles.back} aria-label="返回" onClick={back}>
          ‹
        </button>
        <h1 className={styles.title}>短视频</h1>
      </header>
      {body}
      <ShortPlayerView
        videoRef={videoRef}
        state={state}
        clip={body ? undefined : current}
        offset={gestures.offset}
        hearts={hearts}
      />
      <ClipTrack
        clips={clips}
        index={index}
        offset={gestures.offset}
        state={state}
        onComments={() => setCommentsOpen(true)}
      />
      <CommentsSheet
        open={commentsOpen}
        postId={current?.postId ?? null}
        onClose={() => setCommentsOpen(false)}
      />
    </main>
  );
}

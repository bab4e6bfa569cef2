'use client';
// The short-video pager's one <video> and what acts on the clip it plays: play info (entitlement,
// like), the long-video player's engine hook (hls.js reattached for every clip, sound as issue 35
// rules it), the preview's end and the paywall, tap to pause, double tap to like with a heart
// where the finger was. The pager (short-video-screen.tsx) decides which clip this is.
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState, type RefObject } from 'react';

import { HeartIcon, PlayIcon, VolumeIcon } from '@/components/icons/player-icons';
import { errorText } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast';
import { usePoster } from '@/components/player/use-poster';
import { useVideoPlayer, type VideoPlayerState } from '@/components/player/use-video-player';
import { PaywallSheet } from '@/components/video/play/paywall-sheet';
import { aheadPlayInfoQuery, useLikeVideo, usePayVideo } from '@/lib/api/video/media-play';
import type { PlayInfo, ShortCard } from '@/lib/api/video/media-types';
import { cdnLines } from '@/lib/domain/platform/domains';
import { formatDiamond } from '@/lib/domain/platform/format';
import { paywallOffer, playlistUrl } from '@/lib/domain/player/playback';
import { HEART_MS } from '@/lib/domain/video/short-feed';
import { configAtom } from '@/lib/state/app-atoms';
import { tokenAtom } from '@/lib/state/session-atoms';

import styles from './short-video.module.css';

export type Heart = { key: number; x: number; y: number };

export interface ShortPlayerHandle {
  player: VideoPlayerState;
  info: PlayInfo | undefined;
  /** A double tap: like (never unlike) and show the heart at the finger. */
  likeAt(x: number, y: number): void;
  toggleLike(): void;
}

export function useShortPlayer(
  videoRef: RefObject<HTMLVideoElement | null>,
  clip: ShortCard | undefined,
  active: boolean,
  onHeart: (heart: Heart) => void,
) {
  const toast = useToast();
  const token = useAtomValue(tokenAtom) ?? '';
  const config = useAtomValue(configAtom);
  const lineCount = Math.max(1, cdnLines(config?.domain).VID.length);
  const id = clip?.id ?? 0;
  const query = useQuery({ ...aheadPlayInfoQuery(id), enabled: id > 0 });
  const info = query.data?.video.id === id ? query.data : undefined;
  const previewSeconds = info && !info.entitled ? info.previewSeconds : 0;
  const canPlay = Boolean(info && (info.entitled || previewSeconds > 0));
  // Which clip's preview has ended (the paywall shows over it), and whether the sheet is open.
  const [previewOver, setPreviewOver] = useState<number | null>(null);
  const [paywallOpen, setPaywallOpen] = useState(false);
  const like = useLikeVideo(id);
  const pay = usePayVideo(id);
  const heartKey = useRef(0);

  const player = useVideoPlayer(videoRef, {
    playlistFor: (line) => playlistUrl(id, token, line),
    lineCount,
    startAt: 0,
    previewSeconds,
    enabled: active && canPlay,
    // A new clip, or the same one bought (preview → full), reloads the same element.
    source: `${id}:${info?.entitled ? 'full' : 'preview'}`,
    onPreviewOver: () => {
      setPreviewOver(id);
      setPaywallOpen(true);
    },
  });

  const likeAt = (x: number, y: number) => {
    heartKey.current += 1;
    onHeart({ key: heartKey.current, x, y });
    if (info && !info.video.liked)
      like.mutate({ on: true }, { onError: (error) => toast.error(errorText(error)) });
  };
  const toggleLike = () => {
    if (!info) return;
    like.mutate({ on: !info.video.liked }, { onError: (error) => toast.error(errorText(error)) });
  };
  const buy = () =>
    pay.mutate(undefined, {
      onSuccess: (result) => {
        setPaywallOpen(false);
        setPreviewOver(null);
        toast.success(
          result.charged > 0 ? `购买成功，消费${formatDiamond(result.charged)}钻石` : '已购买',
        );
      },
      onError: (error) => toast.error(errorText(error)),
    });

  return {
    player,
    info,
    query,
    locked: Boolean(info && !info.entitled && (previewOver === id || !canPlay)),
    paywallOpen,
    setPaywallOpen,
    pay,
    buy,
    likeAt,
    toggleLike,
  };
}

export type ShortPlayerState = ReturnType<typeof useShortPlayer>;

/** The element and what is drawn over it: spinner, ▶ when paused, 点击开启声音, the lock. */
export function ShortPlayerView({
  videoRef,
  state,
  clip,
  offset,
  hearts,
}: {
  videoRef: RefObject<HTMLVideoElement | null>;
  state: ShortPlayerState;
  clip: ShortCard | undefined;
  /** The drag's offset: the picture follows the finger with its slide. */
  offset: number;
  hearts: Heart[];
}) {
  const poster = usePoster(clip?.cover);
  const { player, info, locked } = state;
  // The element is paused while hidden; the poster alone shows then.
  useEffect(() => {
    const video = videoRef.current;
    return () => video?.pause();
  }, [videoRef]);

  return (
    <>
      <div className={styles.videoLayer} style={{ transform: `translateY(${offset}px)` }}>
        <video
          ref={videoRef}
          className={styles.video}
          playsInline
          loop={Boolean(info?.entitled)}
          preload="auto"
          poster={poster.url ?? undefined}
          data-testid="short-video"
          data-clip-id={clip?.id ?? ''}
          data-status={player.status}
        />
      </div>
      <div className={styles.center}>
        {state.query.isError ? (
          <div className={styles.locked} role="alert">
            <p>{errorText(state.query.error)}</p>
            <button
              type="button"
              className={styles.unlock}
              onClick={() => void state.query.refetch()}
            >
              重试
            </button>
          </div>
        ) : player.status === 'error' ? (
          <div className={styles.locked} role="alert">
            <p>{player.errorText}</p>
            <button type="button" className={styles.unlock} onClick={player.retry}>
              重试
            </button>
          </div>
        ) : locked && info ? (
          <div className={styles.locked}>
            <p>{info.video.access === 'vip' ? '开通VIP观看完整视频' : '购买后观看完整视频'}</p>
            <button
              type="button"
              className={styles.unlock}
              onClick={() => state.setPaywallOpen(true)}
            >
              {info.video.access === 'vip' ? '开通VIP' : `${formatDiamond(info.price)}钻石解锁`}
            </button>
          </div>
        ) : player.status === 'loading' ? (
          <Spinner size={40} tone="light" label="加载中" />
        ) : player.status === 'paused' ? (
          <PlayIcon className={styles.bigPlay} aria-label="已暂停" />
        ) : null}
      </div>
      {player.soundBlocked && player.status !== 'error' ? (
        <button type="button" className={styles.soundChip} onClick={player.unmute}>
          <VolumeIcon muted />
          点击开启声音
        </button>
      ) : null}
      {hearts.map((heart) => (
        <HeartIcon
          key={heart.key}
          filled
          className={styles.heart}
          style={{ left: heart.x, top: heart.y, animationDuration: `${HEART_MS}ms` }}
          data-testid="like-heart"
        />
      ))}
      {info ? (
        <PaywallSheet
          open={state.paywallOpen}
          offer={paywallOffer(info.video.access, info.price, info.balance)}
          previewDone={locked}
          paying={state.pay.isPending}
          onClose={() => state.setPaywallOpen(false)}
          onPay={state.buy}
        />
      ) : null}
    </>
  );
}

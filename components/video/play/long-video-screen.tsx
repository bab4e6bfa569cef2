'use client';
// /play/longVideo?id=: play info → (the preview ad →) the player, line switching, the
// description, like/collect and related videos (简介) or the comments (评论, video-comments.tsx);
// the paywall when the preview ends.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';

import { ShareButton } from '@/components/share/share-button';
import { BadLinkState } from '@/components/video/bad-link-state';
import { usePoster, type Poster } from '@/components/video/player/use-poster';
import { usePosterFirst } from '@/components/video/player/use-poster-first';
import { VideoPlayer } from '@/components/video/player/video-player';
import { useVideoPlayer } from '@/components/video/player/use-video-player';
import { ErrorState, errorText } from '@/components/ui/error-state';
import { Header } from '@/components/ui/header';
import { SkeletonLines } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api/envelope';
import { playInfoQuery, saveWatchPosition, usePayVideo } from '@/lib/api/video/media-play';
import { rememberTappedCard, tappedCard } from '@/lib/api/video/tapped-card';
import type { PlayInfo, VideoCard } from '@/lib/api/video/media-types';
import { cdnLines } from '@/lib/domain/domains';
import { formatDiamond } from '@/lib/domain/format';
import {
  lineName,
  paywallOffer,
  playlistUrl,
  PREVIEW_AD_SECONDS,
  resumePosition,
} from '@/lib/domain/playback';
import { configAds } from '@/lib/domain/shell-config';
import { parseQueryId, videoRoute } from '@/lib/domain/video-links';
import { preloadEngine } from '@/lib/media/video-engine';
import { useHydrated } from '@/lib/shell/use-hydrated';
import { configAtom } from '@/lib/state/app-atoms';
import { tokenAtom } from '@/lib/state/session-atoms';

import { NextUpOverlay, useAutoplayNext } from './autoplay-next';
import { LikeVideo } from './like-video';
import { LineSwitching } from './line-switching';
import styles from './long-video.module.css';
import { PaywallSheet } from './paywall-sheet';
import { PreviewAd } from './preview-ad';
import { RelatedVideos } from './related-videos';
import { ResumeChip } from './resume-chip';
import { VideoComments, VideoTabBar, type VideoTab } from './video-comments';
import { VideoDesc } from './video-desc';

const CODE_NOT_FOUND = 4040;

/** The cover the server sent with the page for video `id` (app/play/longVideo/page.tsx). */
export type ServedPoster = { id: number; src: string };

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

function LongVideoView({
  id,
  info,
  poster,
  handoff,
  onHandoff,
}: {
  id: number;
  info: PlayInfo;
  /** The cover, decoded or on its way. */
  poster: Poster;
  /** Where an earlier preview stopped (0 if none). */
  handoff: number;
  onHandoff: (seconds: number) => void;
}) {
  const toast = useToast();
  const token = useAtomValue(tokenAtom) ?? '';
  const config = useAtomValue(configAtom);
  const lineCount = Math.max(1, cdnLines(config?.domain).VID.length);
  const previewSeconds = info.entitled ? 0 : info.previewSeconds;
  const ad = useMemo(
    () => (info.ad ? (configAds({ advertise: [info.ad] })[0] ?? null) : null),
    [info.ad],
  );

  const [adDone, setAdDone] = useState(info.entitled || ad === null);
  const [previewDone, setPreviewDone] = useState(false);
  const [paywallOpen, setPaywallOpen] = useState(false);
  const [tab, setTab] = useState<VideoTab>('intro');
  const videoRef = useRef<HTMLVideoElement>(null);
  // hls.js (the biggest part of this page) and the related list once the cover has painted (or
  // had its chance), so they neither take the cover's bandwidth nor hold back its paint; during
  // a preview ad hls.js comes in while the ad shows.
  const engineGo = usePosterFirst(poster);
  useEffect(() => {
    if (engineGo) preloadEngine();
  }, [engineGo]);
  const pay = usePayVideo(id);

  const canPreview = info.entitled || previewSeconds > 0;
  // A saved position picked up (not where a preview stopped before buying): 继续播放 says so.
  // Read once, like the player's startAt: a later play info must not move the chip's time.
  const [resumeAt] = useState(() =>
    resumePosition(info.position, info.video.duration, previewSeconds),
  );
  const startAt = Math.max(resumeAt, info.entitled ? handoff : 0);
  const player = useVideoPlayer(videoRef, {
    playlistFor: (line) => playlistUrl(id, token, line),
    lineCount,
    startAt,
    previewSeconds,
    enabled: adDone && canPreview && engineGo,
    onPreviewOver: () => {
      onHandoff(previewSeconds);
      setPreviewDone(true);
      setPaywallOpen(true);
    },
    // Any viewer, a preview too: the origin bounds a preview's position by the preview.
    onSavePosition: (seconds) => void saveWatchPosition(id, seconds),
    onLineFailover: (from, to) => toast(`${lineName(from)}异常，已切换到${lineName(to)}`),
  });
  const finishAd = useCallback(() => setAdDone(true), []);
  const router = useRouter();
  const queryClient = useQueryClient();
  const autoplay = useAutoplayNext({
    id,
    collectionId: info.video.collection?.id ?? null,
    ended: info.entitled && player.status === 'ended',
  });
  const playNext = useCallback(
    (card: VideoCard) => {
      rememberTappedCard(queryClient, card);
      router.push(videoRoute(card.id));
    },
    [queryClient, router],
  );

  const offer = paywallOffer(info.video.access, info.price, info.balance);
  const buy = () =>
    pay.mutate(undefined, {
      onSuccess: (result) => {
        setPaywallOpen(false);
        toast.success(
          result.charged > 0 ? `购买成功，消费${formatDiamond(result.charged)}钻石` : '已购买',
        );
      },
      onError: (error) => toast.error(errorText(error)),
    });

  const locked = !info.entitled;
  const overlay =
    !adDone && ad ? (
      <PreviewAd ad={ad} seconds={PREVIEW_AD_SECONDS} onDone={finishAd} />
    ) : locked && (previewDone || !canPreview) ? (
      <div className={styles.lockedOverlay}>
        <p>{info.video.access === 'vip' ? '开通VIP观看完整视频' : '购买后观看完整视频'}</p>
        <button type="button" className={styles.unlock} onClick={() => setPaywallOpen(true)}>
          {info.video.access === 'vip' ? '开通VIP' : `${formatDiamond(info.price)}钻石解锁`}
        </button>
      </div>
    ) : autoplay.next ? (
      <NextUpOverlay
        key={autoplay.next.id}
        card={autoplay.next}
        onPlay={playNext}
        onCancel={autoplay.cancel}
      />
    ) : null;

  return (
    <main className={styles.screen}>
      <Header
        title={info.video.title}
        right={
          <ShareButton
            target={{
              subject: { kind: 'video', id },
              title: info.video.title,
              cover: info.video.cover,
            }}
          />
        }
      />
      <div className={styles.playerSticky}>
        <VideoPlayer
          videoRef={videoRef}
          player={player}
          // The cover shows in the player at once (a native app's thumbnail), until the first frame.
          poster={poster.url ?? undefined}
          overlay={overlay}
          notice={
            resumeAt > 0 && resumeAt === startAt ? (
              <ResumeChip
                seconds={resumeAt}
                playing={player.status === 'playing'}
                onRestart={() => {
                  if (videoRef.current) videoRef.current.currentTime = 0;
                }}
              />
            ) : undefined
          }
          // Not during the ad, nor once the preview is over (the paywall opens outside it).
          rotateToFullscreen={adDone && !previewDone}
          // Seeks by swipe stop at the preview's end (0: bought or free, the whole video).
          gestures={{ previewSeconds }}
        />
      </div>
      {locked ? (
        <button type="button" className={styles.previewBar} onClick={() => setPaywallOpen(true)}>
          {canPreview ? `可试看${previewSeconds}秒，` : ''}
          {info.video.access === 'vip'
            ? '开通VIP观看完整版'
            : `${formatDiamond(info.price)}钻石购买完整版`}
        </button>
      ) : null}
      <VideoTabBar tab={tab} comments={info.video.comments} onTab={setTab} />
      {tab === 'comments' ? <VideoComments videoId={id} /> : null}
      <div className={styles.body} hidden={tab !== 'intro'}>
        <LineSwitching count={lineCount} current={player.line} onSwitch={player.switchLine} />
        <VideoDesc video={info.video} />
        <LikeVideo video={info.video} />
        <RelatedVideos id={id} ready={engineGo} />
      </div>
      <PaywallSheet
        open={paywallOpen}
        offer={offer}
        previewDone={previewDone}
        paying={pay.isPending}
        onClose={() => setPaywallOpen(false)}
        onPay={buy}
      />
    </main>
  );
}

'use client';
// The long-video page once its play info is in: the player (its overlay: the preview ad, the
// paywall notice or 即将播放), the preview bar, the 简介/评论 tabs and the paywall sheet.
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { memo, useCallback, useState } from 'react';

import { ShareButton } from '@/components/share/share-button';
import { VideoPlayer } from '@/components/player/video-player';
import { Header } from '@/components/ui/header';
import { rememberTappedCard } from '@/lib/api/video/tapped-card';
import type { VideoCard, VideoDetail } from '@/lib/api/video/media-types';
import { paywallOffer, PREVIEW_AD_SECONDS } from '@/lib/domain/player/playback';
import { videoRoute } from '@/lib/domain/video/links';

import { NextUpOverlay, useAutoplayNext } from './autoplay-next';
import { LikeVideo } from './like-video';
import { LineSwitching } from './line-switching';
import { LockedOverlay, PreviewBar } from './long-video-locked';
import styles from './long-video.module.css';
import { PaywallSheet } from './paywall-sheet';
import { PreviewAd } from './preview-ad';
import { RelatedVideos } from './related-videos';
import { ResumeChip } from './resume-chip';
import { useLongVideoPlayback, type LongVideoViewProps } from './use-long-video-playback';
import { VideoComments, VideoTabBar, type VideoTab } from './video-comments';
import { VideoDesc } from './video-desc';

export function LongVideoView(props: LongVideoViewProps) {
  const { id, info, poster } = props;
  const playback = useLongVideoPlayback(props);
  const { lineCount, previewSeconds, ad, adDone, finishAd, previewDone, buy } = playback;
  const { paywallOpen, setPaywallOpen, videoRef, engineGo, pay, canPreview, resumeAt } = playback;
  const { startAt, player } = playback;
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

  const locked = !info.entitled;
  const overlay =
    !adDone && ad ? (
      <PreviewAd ad={ad} seconds={PREVIEW_AD_SECONDS} onDone={finishAd} />
    ) : locked && (previewDone || !canPreview) ? (
      <LockedOverlay info={info} onUnlock={() => setPaywallOpen(true)} />
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
      <PlayHeader id={id} video={info.video} />
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
        <PreviewBar
          info={info}
          previewSeconds={previewSeconds}
          canPreview={canPreview}
          onUnlock={() => setPaywallOpen(true)}
        />
      ) : null}
      <PlayDetails
        id={id}
        video={info.video}
        lineCount={lineCount}
        line={player.line}
        onSwitchLine={player.switchLine}
        ready={engineGo}
      />
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

// The player's own state (loading, playing, a line, the resume chip) changes several times as
// the page starts; memoized, the header and the parts under the player are not rendered again
// with it (the related list alone is some 40 components).

const PlayHeader = memo(function PlayHeader({ id, video }: { id: number; video: VideoDetail }) {
  return (
    <Header
      title={video.title}
      right={
        <ShareButton
          target={{ subject: { kind: 'video', id }, title: video.title, cover: video.cover }}
        />
      }
    />
  );
});

interface PlayDetailsProps {
  id: number;
  video: VideoDetail;
  lineCount: number;
  line: number;
  onSwitchLine: (line: number) => void;
  /** The cover has painted: the related videos may load. */
  ready: boolean;
}

/** 简介 (lines, description, like, related videos) and 评论, under the player. */
const PlayDetails = memo(function PlayDetails(props: PlayDetailsProps) {
  const { id, video, lineCount, line, onSwitchLine, ready } = props;
  const [tab, setTab] = useState<VideoTab>('intro');
  return (
    <>
      <VideoTabBar tab={tab} comments={video.comments} onTab={setTab} />
      {tab === 'comments' ? <VideoComments videoId={id} /> : null}
      <div className={styles.body} hidden={tab !== 'intro'}>
        <LineSwitching count={lineCount} current={line} onSwitch={onSwitchLine} />
        <VideoDesc video={video} />
        <LikeVideo video={video} />
        <RelatedVideos id={id} ready={ready} />
      </div>
    </>
  );
});

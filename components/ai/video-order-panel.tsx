'use client';
// One 图生视频 order after it was sent: its photo with 排队中 / 生成中 while it is being made (the
// list it comes from polls meanwhile), the made video in the shared player once done, or why it
// failed and that the diamonds came back. Unmounting the player stops and frees its engine. The
// panel scrolls itself into view as it changes.
import { useAtomValue } from 'jotai';
import { useEffect, useRef, type CSSProperties } from 'react';

import { LazyImage } from '@/components/ui/lazy-image';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast';
import { usePoster } from '@/components/player/use-poster';
import { useVideoPlayer } from '@/components/player/use-video-player';
import { VideoPlayer } from '@/components/player/video-player';
import type { AiVideoOrder } from '@/lib/api/ai/video';
import { aiVideoMotionName, aiVideoPriceText, aiVideoStateText } from '@/lib/domain/ai/video';
import { cdnLines } from '@/lib/domain/platform/domains';
import { lineName, playlistUrl } from '@/lib/domain/player/playback';
import { preloadEngine } from '@/lib/media/video-engine';
import { configAtom } from '@/lib/state/app-atoms';
import { scrollBehavior } from '@/lib/shell/reduced-motion';
import { tokenAtom } from '@/lib/state/session-atoms';

import styles from './image-video.module.css';

/** The made video, playing (muted as the app's flag says) in the app's one player. */
export function MadeVideoPlayer({ order }: { order: AiVideoOrder }) {
  const toast = useToast();
  const token = useAtomValue(tokenAtom) ?? '';
  const config = useAtomValue(configAtom);
  const lineCount = Math.max(1, cdnLines(config?.domain).VID.length);
  const poster = usePoster(order.poster);
  const videoRef = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    preloadEngine();
  }, []);
  const player = useVideoPlayer(videoRef, {
    playlistFor: (line) => playlistUrl(order.playId, token, line),
    lineCount,
    startAt: 0,
    previewSeconds: 0,
    enabled: order.playId !== '',
    onLineFailover: (from, to) => toast(`${lineName(from)}异常，已切换到${lineName(to)}`),
  });
  // The player keeps the video's own shape (a standing video is not boxed into 16:9).
  const ratio = order.width > 0 && order.height > 0 ? order.width / order.height : 9 / 16;
  return (
    <div className={styles.player} style={{ '--video-ratio': String(ratio) } as CSSProperties}>
      <VideoPlayer videoRef={videoRef} player={player} poster={poster.url ?? undefined} />
    </div>
  );
}

export function VideoOrderPanel({ order }: { order: AiVideoOrder }) {
  const label = `${aiVideoMotionName(order.motion)} · ${aiVideoStateText(order.status)}`;
  const ref = useRef<HTMLElement>(null);
  // It appears under the form, below a phone's fold: brought into view when it comes and again
  // when its state changes (the video, or why it failed, takes the place of the waiting line).
  useEffect(() => {
    ref.current?.scrollIntoView({
      block: 'nearest',
      behavior: scrollBehavior(),
    });
  }, [order.status]);
  return (
    <section ref={ref} className={styles.panel} aria-label="生成结果" data-status={order.status}>
      <h2 className={styles.panelTitle}>{label}</h2>
      {order.status === 'done' ? (
        <MadeVideoPlayer order={order} />
      ) : (
        <div className={styles.waiting}>
          {order.photo && (
            <span className={styles.waitingPhoto}>
              <LazyImage src={order.photo} alt="生成所用照片" aspectRatio="3 / 4" />
            </span>
          )}
          {order.status === 'failed' ? (
            <p className={styles.failed} role="alert">
              {order.error || '生成失败，请稍后重试'}
              {order.refunded && `，${aiVideoPriceText(order.price)}已退回`}
            </p>
          ) : (
            <p className={styles.making} role="status">
              <Spinner size={18} />
              {order.status === 'queued' ? '排队中，马上开始…' : '视频生成中，约需几秒…'}
              <span className={styles.makingNote}>可以离开本页，完成后在“我的作品”查看</span>
            </p>
          )}
        </div>
      )}
    </section>
  );
}

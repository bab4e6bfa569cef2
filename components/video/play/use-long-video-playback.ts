'use client';
// The long-video page's playback: the preview ad first, then the player on the viewer's lines
// from the resume point, the preview's end opening the paywall, and buying from it.
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

import type { Poster } from '@/components/player/use-poster';
import { usePosterFirst } from '@/components/player/use-poster-first';
import { useVideoPlayer } from '@/components/player/use-video-player';
import { errorText } from '@/components/ui/error-state';
import { useToast } from '@/components/ui/toast';
import { saveWatchPosition, usePayVideo } from '@/lib/api/video/media-play';
import type { PlayInfo } from '@/lib/api/video/media-types';
import { cdnLines } from '@/lib/domain/platform/domains';
import { formatDiamond } from '@/lib/domain/platform/format';
import { lineName, playlistUrl, resumePosition } from '@/lib/domain/player/playback';
import { configAds } from '@/lib/domain/shell/config';
import { preloadEngine } from '@/lib/media/video-engine';
import { configAtom } from '@/lib/state/app-atoms';
import { tokenAtom } from '@/lib/state/session-atoms';

export interface LongVideoViewProps {
  id: number;
  info: PlayInfo;
  /** The cover, decoded or on its way. */
  poster: Poster;
  /** Where an earlier preview stopped (0 if none). */
  handoff: number;
  onHandoff: (seconds: number) => void;
}

export function useLongVideoPlayback({ id, info, poster, handoff, onHandoff }: LongVideoViewProps) {
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

  return {
    buy,
    lineCount,
    previewSeconds,
    ad,
    adDone,
    finishAd,
    previewDone,
    paywallOpen,
    setPaywallOpen,
    videoRef,
    engineGo,
    pay,
    canPreview,
    resumeAt,
    startAt,
    player,
  };
}

'use client';
// What a dead line turns into: fresh links on the same line where it stood, or the next line
// that has not failed (onLineFailover), or an error with 重试 once none is left.
import { useCallback, type RefObject } from 'react';

import { nextLine, recoveryAfterFatal } from '@/lib/domain/player/playback';
import type { FatalKind } from '@/lib/media/video-engine';

import type { VideoPlayerOptions } from './player-types';
import type { LineLoading } from './use-line-loading';
import type { PlayIntent } from './use-play-intent';

const UNSUPPORTED_TEXT = '当前浏览器不支持播放该视频，请更换浏览器后重试';
const FAILED_TEXT = '视频加载失败，请检查网络后重试';

export function useFatalRecovery(
  videoRef: RefObject<HTMLVideoElement | null>,
  optionsRef: RefObject<VideoPlayerOptions>,
  intent: PlayIntent,
  lines: LineLoading,
): (kind: FatalKind) => void {
  const { lineRef, failedLinesRef, playedSinceLoadRef, lastInPlaceAtRef, fail, position, load } =
    lines;
  return useCallback(
    (kind: FatalKind) => {
      const video = videoRef.current;
      if (kind === 'unsupported') {
        fail(UNSUPPORTED_TEXT);
        return;
      }
      const from = lineRef.current;
      if (kind !== 'media' && video) {
        const now = Date.now();
        const recovery = recoveryAfterFatal({
          expired: kind === 'expired',
          playedSinceLoad: playedSinceLoadRef.current,
          lastInPlaceAt: lastInPlaceAtRef.current,
          now,
        });
        if (recovery === 'in-place') {
          // Fresh links on the same line, where it stood, playing on only if it was playing.
          lastInPlaceAtRef.current = now;
          load(from, position(), intent.wanted() || !video.paused);
          return;
        }
      }
      failedLinesRef.current.add(from);
      const to = nextLine(from, optionsRef.current.lineCount, failedLinesRef.current);
      if (to === null || !video) {
        fail(FAILED_TEXT);
        return;
      }
      optionsRef.current.onLineFailover?.(from, to);
      load(to, position(), true);
    },
    [
      fail,
      failedLinesRef,
      intent,
      lastInPlaceAtRef,
      lineRef,
      load,
      optionsRef,
      playedSinceLoadRef,
      position,
      videoRef,
    ],
  );
}

'use client';
// The viewer's own moves between lines: another line where the video stands (playing on if it
// was), and 重试 on the current one; both forget the lines that failed before.
import { useCallback, type RefObject } from 'react';

import type { LineLoading } from './use-line-loading';
import type { PlayIntent } from './use-play-intent';

export interface LineSwitching {
  switchLine(line: number): void;
  retry(): void;
}

export function useLineSwitching(
  videoRef: RefObject<HTMLVideoElement | null>,
  lineCount: number,
  intent: PlayIntent,
  lines: LineLoading,
): LineSwitching {
  const { lineRef, failedLinesRef, position, load } = lines;

  const switchLine = useCallback(
    (target: number) => {
      const video = videoRef.current;
      if (!video || target === lineRef.current || target < 0 || target >= lineCount) return;
      failedLinesRef.current.clear();
      const playing = intent.wanted() || (!video.paused && !video.ended);
      load(target, position(), playing);
    },
    [failedLinesRef, intent, lineCount, lineRef, load, position, videoRef],
  );

  const retry = useCallback(() => {
    failedLinesRef.current.clear();
    load(lineRef.current, position(), true);
  }, [failedLinesRef, lineRef, load, position]);

  return { switchLine, retry };
}

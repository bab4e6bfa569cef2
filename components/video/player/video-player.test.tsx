import { act, cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { useVideoPlayer } from './use-video-player';
import { VideoPlayer } from './video-player';

afterEach(cleanup);

function Harness({ enabled = true, live = false }: { enabled?: boolean; live?: boolean }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const player = useVideoPlayer(videoRef, {
    playlistFor: (line) => `/api/app/media/h5/m3u8/1?token=t&line=${line}`,
    lineCount: 2,
    startAt: 0,
    previewSeconds: 0,
    enabled,
    live,
  });
  return <VideoPlayer videoRef={videoRef} player={player} live={live} />;
}

describe('VideoPlayer', () => {
  // jsdom has neither MediaSource nor native HLS: the browser a user could be stuck with.
  it('tells a browser that can play neither hls.js nor native HLS to change browser', async () => {
    render(
      <Provider>
        <Harness />
      </Provider>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('当前浏览器不支持播放该视频');
    expect(screen.getByTestId('video').closest('[data-status]')?.getAttribute('data-status')).toBe(
      'error',
    );
  });

  it('loads nothing while disabled (the preview ad plays first)', () => {
    render(
      <Provider>
        <Harness enabled={false} />
      </Provider>,
    );
    const root = screen.getByTestId('video').closest('[data-status]');
    expect(root?.getAttribute('data-status')).toBe('idle');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  /** The video's length becomes known, as when its playlist has loaded. */
  function knowDuration(seconds: number) {
    const video = screen.getByTestId('video');
    Object.defineProperty(video, 'duration', { configurable: true, value: seconds });
    act(() => void video.dispatchEvent(new Event('durationchange')));
  }

  it('names every icon-only control in Chinese', () => {
    render(
      <Provider>
        <Harness enabled={false} />
      </Provider>,
    );
    knowDuration(24);
    for (const name of [/^播放$/, /静音$/, /^全屏$/, /^播放进度$/])
      expect(screen.getAllByLabelText(name).length).toBeGreaterThan(0);
  });

  it('shows no times and no progress until the video’s length is known (a pre-roll ad)', () => {
    render(
      <Provider>
        <Harness enabled={false} />
      </Provider>,
    );
    expect(screen.queryByText('00:00:00')).toBeNull();
    expect(screen.queryByLabelText('播放进度')).toBeNull();
    knowDuration(24);
    expect(screen.getByText('00:00:24')).toBeTruthy();
    expect(screen.getByText('00:00:00')).toBeTruthy();
    expect(screen.getByLabelText('播放进度')).toBeTruthy();
  });

  it('shows a live stream as 直播: no times, no progress to seek and no speed', () => {
    render(
      <Provider>
        <Harness enabled={false} live />
      </Provider>,
    );
    knowDuration(24);
    expect(screen.getByText('直播')).toBeTruthy();
    expect(screen.queryByText('00:00:24')).toBeNull();
    expect(screen.queryByLabelText('播放进度')).toBeNull();
    expect(screen.queryByText('倍速')).toBeNull();
  });
});

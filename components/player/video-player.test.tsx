import { act, cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { useVideoPlayer, type VideoPlayerState } from './use-video-player';
import { VideoPlayer } from './video-player';

afterEach(cleanup);

/** A player in a given state, without an engine: what the face shows for it. */
function stateOf(status: VideoPlayerState['status']): VideoPlayerState {
  const nothing = () => undefined;
  return {
    status,
    engine: 'hls.js',
    line: 0,
    levels: [],
    level: -1,
    playingLevel: -1,
    rate: 1,
    muted: false,
    soundBlocked: false,
    errorText: '',
    switchLine: nothing,
    setLevel: nothing,
    setRate: nothing,
    toggleMuted: nothing,
    unmute: nothing,
    togglePlay: nothing,
    retry: nothing,
  };
}

function Face(props: { status: VideoPlayerState['status']; overlay?: string; notice?: string }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  return (
    <VideoPlayer
      videoRef={videoRef}
      player={stateOf(props.status)}
      overlay={props.overlay ? <button type="button">{props.overlay}</button> : undefined}
      notice={props.notice ? <span>{props.notice}</span> : undefined}
    />
  );
}

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

  it('follows the clock in the timeline alone: a timeupdate renders nothing else', () => {
    // Every render of the player's face reads its state; the timeline reads only the element.
    let reads = 0;
    const player = stateOf('playing');
    const status = player.status;
    Object.defineProperty(player, 'status', {
      get: () => {
        reads += 1;
        return status;
      },
    });
    function Playing() {
      const videoRef = useRef<HTMLVideoElement>(null);
      return <VideoPlayer videoRef={videoRef} player={player} />;
    }
    render(<Playing />);
    knowDuration(24);
    const video = screen.getByTestId('video');
    const before = reads;
    for (const second of [1, 2, 5]) {
      Object.defineProperty(video, 'currentTime', { configurable: true, value: second });
      act(() => void video.dispatchEvent(new Event('timeupdate')));
    }
    expect(screen.getByText('00:00:05')).toBeTruthy();
    expect((screen.getByLabelText('播放进度') as HTMLInputElement).value).toBe('5');
    expect(reads).toBe(before);
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

  it('offers play, big and small, when paused with nothing over the picture', () => {
    render(<Face status="ended" />);
    expect(screen.getAllByRole('button', { name: '播放' })).toHaveLength(2);
  });

  it('shows no play button behind 5钻石解锁 once a preview has ended (issue 35)', () => {
    render(<Face status="ended" overlay="5钻石解锁" />);
    expect(screen.getByRole('button', { name: '5钻石解锁' })).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: '播放' })).toHaveLength(0);
  });

  it('shows no controls, ▶ included, while the pre-roll ad counts down (issue 35)', () => {
    render(<Face status="idle" overlay="广告 3s" />);
    expect(screen.queryAllByRole('button', { name: '播放' })).toHaveLength(0);
    expect(screen.queryByRole('button', { name: '全屏' })).toBeNull();
  });

  it('shows its notice (继续播放) over the picture, but not over an overlay', () => {
    const { unmount } = render(<Face status="playing" notice="继续播放 01:15" />);
    expect(screen.getByText('继续播放 01:15')).toBeTruthy();
    unmount();
    render(<Face status="playing" notice="继续播放 01:15" overlay="广告 3s" />);
    expect(screen.queryByText('继续播放 01:15')).toBeNull();
  });
});

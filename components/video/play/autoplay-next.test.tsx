// 自动播放下一集: which video 即将播放 offers when a long video ends, and its countdown.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock(
  'next/navigation',
  async () => (await import('@/components/video/video.test-support')).navigationModule,
);
vi.mock(
  '@/lib/media/image-cache',
  async () => (await import('@/components/video/video.test-support')).imageCacheModule,
);

import { renderWithProviders, setupScreenTest } from '@/components/video/video.test-support';
import { ok } from '@/lib/api/fake-api.test-support';
import {
  COLLECTION,
  feedPage,
  pageOf,
  videoCard,
} from '@/lib/api/video/media-fixtures.test-support';
import type { VideoCard } from '@/lib/api/video/media-types';
import { DEFAULT_PLAYBACK_SETTINGS } from '@/lib/domain/player/playback-settings';
import { playbackSettingsAtom } from '@/lib/state/playback-settings-atoms';

import { NextUpOverlay, useAutoplayNext } from './autoplay-next';

// Collection 7 holds videos 700–711 in order; related to anything: 41 (this one), a short 42, 43.
const fake = setupScreenTest('/play/longVideo?id=701', () => ({
  'media/collect/details': (body) =>
    ok({ collection: COLLECTION, videos: feedPage(body, 12, 700), bought: true }),
  'media/recommend': () =>
    ok(pageOf([videoCard(41), videoCard(42, { short: true }), videoCard(43)])),
}));

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.useRealTimers();
});

function Harness({ id, collectionId }: { id: number; collectionId: number | null }) {
  const [ended, setEnded] = useState(false);
  const { next, cancel } = useAutoplayNext({ id, collectionId, ended });
  return (
    <>
      <button type="button" onClick={() => setEnded((e) => !e)}>
        {ended ? 'replay' : 'end'}
      </button>
      <span data-testid="next">{next ? `${next.id} ${next.title}` : 'none'}</span>
      {next ? (
        <button type="button" onClick={cancel}>
          cancel
        </button>
      ) : null}
    </>
  );
}

function mount(id: number, collectionId: number | null, autoplayNext = true) {
  const store = createStore();
  store.set(playbackSettingsAtom, { ...DEFAULT_PLAYBACK_SETTINGS, autoplayNext });
  renderWithProviders(<Harness id={id} collectionId={collectionId} />, { store });
}

const next = () => screen.getByTestId('next').textContent;

describe('what plays next', () => {
  it('is the next episode of the collection, asked only once the video has ended', async () => {
    mount(701, 7);
    await act(async () => undefined);
    expect(fake.api.bodies('media/collect/details')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'end' }));
    await waitFor(() => expect(next()).toBe('702 测试视频702'));
  });

  it('is the next page’s first episode when this one ends the loaded page', async () => {
    mount(709, 7);
    fireEvent.click(screen.getByRole('button', { name: 'end' }));
    await waitFor(() => expect(next()).toBe('710 测试视频710'));
    expect(fake.api.bodies('media/collect/details').map((b) => b.page)).toEqual([1, 2]);
  });

  it('is the first related video after the last episode', async () => {
    mount(711, 7);
    fireEvent.click(screen.getByRole('button', { name: 'end' }));
    await waitFor(() => expect(next()).toBe('41 测试视频41'));
  });

  it('is the first other related long video outside a collection: not this one, not a short clip', async () => {
    mount(41, null);
    fireEvent.click(screen.getByRole('button', { name: 'end' }));
    await waitFor(() => expect(next()).toBe('43 测试视频43'));
    expect(fake.api.bodies('media/collect/details')).toEqual([]);
  });

  it('is nothing with 自动播放下一集 off, and nothing is asked', async () => {
    mount(701, 7, false);
    fireEvent.click(screen.getByRole('button', { name: 'end' }));
    await act(async () => undefined);
    expect(next()).toBe('none');
    expect(fake.api.bodies('media/collect/details')).toEqual([]);
    expect(fake.api.bodies('media/recommend')).toEqual([]);
  });

  it('is withdrawn on 取消, and offered again when the video ends again', async () => {
    mount(701, 7);
    fireEvent.click(screen.getByRole('button', { name: 'end' }));
    await waitFor(() => expect(next()).toBe('702 测试视频702'));
    fireEvent.click(screen.getByRole('button', { name: 'cancel' }));
    expect(next()).toBe('none');
    fireEvent.click(screen.getByRole('button', { name: 'replay' }));
    fireEvent.click(screen.getByRole('button', { name: 'end' }));
    await waitFor(() => expect(next()).toBe('702 测试视频702'));
  });
});

describe('即将播放', () => {
  const card: VideoCard = videoCard(702, { title: '深海秘境 第2集' });

  it('counts down, then plays the next video', () => {
    vi.useFakeTimers();
    const onPlay = vi.fn();
    render(<NextUpOverlay card={card} onPlay={onPlay} onCancel={() => undefined} />);
    expect(screen.getByRole('dialog', { name: '即将播放' }).textContent).toContain(
      '深海秘境 第2集',
    );
    expect(screen.getByText('5秒后即将播放')).toBeTruthy();
    // One tick a second, each scheduled once the last has shown.
    for (let i = 0; i < 4; i += 1) act(() => void vi.advanceTimersByTime(1000));
    expect(screen.getByText('1秒后即将播放')).toBeTruthy();
    expect(onPlay).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1000));
    expect(onPlay).toHaveBeenCalledWith(card);
  });

  it('plays at once on 立即播放, and says so to 取消', () => {
    const onPlay = vi.fn();
    const onCancel = vi.fn();
    render(<NextUpOverlay card={card} onPlay={onPlay} onCancel={onCancel} />);
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: '立即播放' }));
    expect(onPlay).toHaveBeenCalledWith(card);
  });
});

import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('next/navigation', async () => (await import('../account.test-support')).navigationModule);

import {
  DEFAULT_PLAYBACK_SETTINGS,
  PLAYBACK_SETTINGS_STORAGE_KEY,
} from '@/lib/domain/player/playback-settings';
import { playbackSettingsAtom } from '@/lib/state/playback-settings-atoms';
import { getAppStore } from '@/lib/state/store';

import { renderScreen } from '../account.test-support';
import { AboutScreen } from './about-screen';
import { PlaybackSettingsScreen } from './playback-settings-screen';

const stored = () => JSON.parse(localStorage.getItem(PLAYBACK_SETTINGS_STORAGE_KEY) ?? 'null');

beforeEach(() => {
  localStorage.clear();
  getAppStore().set(playbackSettingsAtom, DEFAULT_PLAYBACK_SETTINGS);
});
afterEach(() => cleanup());

describe('播放设置', () => {
  it('shows the defaults, and saves each change at once', () => {
    renderScreen(<PlaybackSettingsScreen />);
    const autoplay = screen.getByRole('switch', { name: '自动播放下一集' });
    const sound = screen.getByRole('switch', { name: '记住声音' });
    expect(autoplay.getAttribute('aria-checked')).toBe('true');
    expect(sound.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radio', { name: '自动' }).getAttribute('aria-checked')).toBe('true');

    fireEvent.click(autoplay);
    fireEvent.click(screen.getByRole('radio', { name: '720P' }));
    expect(autoplay.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('radio', { name: '720P' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radio', { name: '自动' }).getAttribute('aria-checked')).toBe('false');
    expect(stored()).toEqual({ autoplayNext: false, defaultQuality: 720, rememberSound: true });

    fireEvent.click(sound);
    expect(stored().rememberSound).toBe(false);
  });

  it('offers every default quality, highest first after 自动', () => {
    renderScreen(<PlaybackSettingsScreen />);
    expect(screen.getAllByRole('radio').map((r) => r.textContent)).toEqual([
      '自动',
      '1080P',
      '720P',
      '480P',
      '360P',
      '240P',
    ]);
  });
});

describe('关于', () => {
  it('shows the app version of the spec and links the agreements', () => {
    renderScreen(<AboutScreen />);
    expect(screen.getByTestId('app-version').textContent).toBe('版本 2.1.1');
    // Unit runs have no build stamp.
    expect(screen.getByTestId('build-commit').textContent).toBe('未知');
    const links = screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['用户协议', '/mine/userAgreement'],
      ['隐私政策', '/mine/privacyPolicy'],
    ]);
  });
});

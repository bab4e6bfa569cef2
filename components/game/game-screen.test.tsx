import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

vi.mock(
  'next/navigation',
  async () => (await import('@/components/video/video.test-support')).navigationModule,
);

import { renderWithProviders, setupScreenTest } from '@/components/video/video.test-support';
import { fail, ok } from '@/lib/api/fake-api.test-support';

import { GameScreen } from './game-screen';

let ticket = 0;
const link = () => {
  ticket += 1;
  return ok({ url: `http://games.test:4000/games/?ticket=t${ticket}`, expiresAt: 1795700300 });
};
const test = setupScreenTest('/game', () => ({ 'game/login': link }));

const frame = () => screen.findByTitle('游戏中心') as Promise<HTMLIFrameElement>;

describe('GameScreen', () => {
  it('opens the game centre in a sandboxed frame with a fresh link', async () => {
    renderWithProviders(<GameScreen />);
    const centre = await frame();
    expect(centre.getAttribute('src')).toMatch(/\/games\/\?ticket=t\d+$/);
    expect(centre.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin');
    expect(centre.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(screen.getByText('正在进入游戏中心…')).toBeTruthy();
    fireEvent.load(centre);
    await waitFor(() => expect(screen.queryByText('正在进入游戏中心…')).toBeNull());
  });

  it('刷新 asks for a new link and reloads the centre with it', async () => {
    renderWithProviders(<GameScreen />);
    const before = (await frame()).getAttribute('src');
    fireEvent.click(screen.getByRole('button', { name: '刷新游戏中心' }));
    await waitFor(async () => expect((await frame()).getAttribute('src')).not.toBe(before));
    expect(test.api.bodies('game/login')).toHaveLength(2);
  });

  it('刷新 reloads the centre even when the new link is the same', async () => {
    const same = ok({ url: 'http://games.test:4000/games/?ticket=same', expiresAt: 1795700300 });
    test.api.on('game/login', () => same);
    renderWithProviders(<GameScreen />);
    const before = await frame();
    fireEvent.load(before);
    fireEvent.click(screen.getByRole('button', { name: '刷新游戏中心' }));
    await waitFor(async () => expect(await frame()).not.toBe(before));
    expect(before.isConnected).toBe(false);
    expect(screen.getByText('正在进入游戏中心…')).toBeTruthy();
  });

  it('says why it could not enter, and 重试 tries again', async () => {
    test.api.on('game/login', () => fail(5020, '网络开小差了，请稍后重试'));
    renderWithProviders(<GameScreen />);
    expect(await screen.findByText('网络开小差了，请稍后重试')).toBeTruthy();
    test.api.on('game/login', link);
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await frame()).toBeTruthy();
  });

  it('never frames a link that is not http(s)', async () => {
    test.api.on('game/login', () => ok({ url: 'javascript:alert(1)', expiresAt: 1 }));
    renderWithProviders(<GameScreen />);
    expect(await screen.findByText('进入游戏中心失败，请稍后重试')).toBeTruthy();
    expect(screen.queryByTitle('游戏中心')).toBeNull();
  });
});

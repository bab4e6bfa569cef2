import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

vi.mock(
  'next/navigation',
  async () => (await import('@/components/video/video.test-support')).navigationModule,
);

import { renderWithProviders, setupScreenTest } from '@/components/video/video.test-support';
import { ok } from '@/lib/api/fake-api.test-support';

import { PointLevelScreen } from './point-level-screen';

setupScreenTest('/mine/pointLevel', () => ({
  // 45 earned (online time and tasks), 30 of them spent in the exchange.
  'redeem/list': () => ok({ list: [], points: { earned: 45, spent: 30, balance: 15 } }),
}));

describe('PointLevelScreen', () => {
  it('levels by the points earned, and links to 积分兑换 with what is left to spend', async () => {
    renderWithProviders(<PointLevelScreen />);
    await waitFor(() => expect(screen.getByTestId('points').textContent).toBe('45'));
    expect(screen.getByRole('region', { name: '我的等级' }).textContent).toContain('Lv2 影迷');
    const link = screen.getByRole('link', { name: /积分兑换/ });
    expect(link.getAttribute('href')).toBe('/mine/pointExchange');
    expect(link.textContent).toContain('可用 15 积分');
    expect(screen.getByText(/每领取一个福利任务奖励获得10积分/)).toBeTruthy();
  });
});

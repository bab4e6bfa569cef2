import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

vi.mock(
  'next/navigation',
  async () => (await import('@/components/video/video.test-support')).navigationModule,
);

import {
  renderWithProviders,
  router,
  setupScreenTest,
} from '@/components/video/video.test-support';
import { UNSUPPORTED_CONTENT_PATHS } from '@/lib/domain/platform/unsupported-content';

import { UnsupportedContentView } from './unsupported-content-view';

setupScreenTest('/anime/detail?id=3');

describe('UnsupportedContentView', () => {
  it('says the app does not carry the content, with 返回 and 回到首页', () => {
    renderWithProviders(<UnsupportedContentView path="/anime/detail" />);
    expect(screen.getByRole('heading', { name: '暂不支持查看动漫' })).toBeTruthy();
    expect(screen.queryByText('页面不存在')).toBeNull();
    expect(screen.getByRole('link', { name: '回到首页' }).getAttribute('href')).toBe('/home');
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    // Opened cold (the landing route): the back helper goes home rather than out of the app.
    expect([
      ...router.push.mock.calls,
      ...router.replace.mock.calls,
      ...router.back.mock.calls,
    ]).not.toEqual([]);
  });

  it('names each target in Chinese', () => {
    for (const path of UNSUPPORTED_CONTENT_PATHS) {
      const view = renderWithProviders(<UnsupportedContentView path={path} />);
      expect(view.getByRole('heading').textContent).toMatch(/^暂不支持查看\p{Script=Han}+$/u);
      view.unmount();
    }
  });
});

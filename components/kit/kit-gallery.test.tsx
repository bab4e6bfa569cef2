import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('next/navigation', () => ({
  usePathname: () => '/dev/kit',
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), back: vi.fn(), prefetch: vi.fn() }),
}));
vi.mock('@/lib/media/image-cache', () => ({
  acquireImage: vi.fn(() => new Promise(() => {})),
  invalidateImage: vi.fn(async () => undefined),
}));

import { installDomFakes } from '@/components/ui/dom-fakes.test-support';
import { ConfirmProvider } from '@/components/ui/confirm';
import { ToastProvider } from '@/components/ui/toast';

import { KitGallery } from './kit-gallery';

beforeEach(() => {
  installDomFakes();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('KitGallery', () => {
  it('shows every kit part with its §9 defaults', () => {
    render(
      <Provider store={createStore()}>
        <QueryClientProvider client={new QueryClient()}>
          <ToastProvider>
            <ConfirmProvider>
              <KitGallery />
            </ConfirmProvider>
          </ToastProvider>
        </QueryClientProvider>
      </Provider>,
    );
    for (const part of [
      '顶部栏 Header',
      '主题色 Themes',
      '轻提示 Toast',
      '对话框 Dialog',
      '动作面板 ActionSheet',
      '骨架屏 Skeleton',
      '空状态与错误状态 EmptyState / ErrorState',
      '标签栏 TabBar + TabPanes',
      '轮播广告 AdBanner',
      '懒加载图片 LazyImage',
      '列表 InfiniteList',
      '底部导航 FooterTabs',
      '意图预取链接 IntentLink',
    ]) {
      expect(screen.getByRole('heading', { name: part })).toBeTruthy();
    }
    expect(screen.getByText('高 40px，背景 #181924，层级 200')).toBeTruthy();
    expect(screen.getByText(/自动播放 3000 ms，间距 10，高 180px/)).toBeTruthy();
    expect(screen.getByText('每页 10 条，距底部 300px 加载下一页，下拉刷新头部 50px')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '示例底部导航' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '我的（按下时预取）' }).getAttribute('href')).toBe(
      '/mine',
    );
  });
});

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const nav = vi.hoisted(() => ({ pathname: '/mine/vip', back: vi.fn(), replace: vi.fn() }));
vi.mock('next/navigation', () => ({
  usePathname: () => nav.pathname,
  useRouter: () => ({ back: nav.back, replace: nav.replace, push: vi.fn() }),
}));

import { Header } from './header';

beforeEach(() => {
  sessionStorage.clear();
  Object.defineProperty(window.history, 'length', { configurable: true, get: () => 3 });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('Header', () => {
  it('shows the title with the §9 defaults: height 40px, background #181924, z-index 200', () => {
    render(<Header title="会员中心" />);
    const heading = screen.getByRole('heading', { name: '会员中心' });
    const header = screen.getByRole('banner');
    expect(header.contains(heading)).toBe(true);
    // #181924 is the dark mode's --app-header-bg (lib/domain/shell/color-mode, globals.css).
    expect(header.style.background).toBe('var(--app-header-bg, #181924)');
    expect(header.style.zIndex).toBe('200');
    expect((heading.parentElement as HTMLElement).style.height).toBe('40px');
    expect(header.dataset.position).toBe('sticky');
  });

  it('lets props override height, background and z-index', () => {
    render(<Header title="设置" height={48} background="transparent" zIndex={10} />);
    const header = screen.getByRole('banner');
    expect(header.style.background).toBe('transparent');
    expect(header.style.zIndex).toBe('10');
    expect((screen.getByRole('heading').parentElement as HTMLElement).style.height).toBe('48px');
  });

  it('has an icon-only back button named 返回 that follows the §2 back helper', () => {
    sessionStorage.setItem('landingRouteName', '/home');
    render(<Header title="会员中心" />);
    const button = screen.getByRole('button', { name: '返回' });
    expect(button.querySelector('svg')).not.toBeNull();
    fireEvent.click(button);
    expect(nav.back).toHaveBeenCalledTimes(1);
  });

  it('goes home from the landing page and resets the landing name', () => {
    sessionStorage.setItem('landingRouteName', '/mine/vip');
    render(<Header title="会员中心" />);
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    // §2's `/`, which is the home path (next.config.mjs redirects it there).
    expect(nav.replace).toHaveBeenCalledWith('/home');
    expect(sessionStorage.getItem('landingRouteName')).toBe('index');
  });

  it('uses onBack instead of the helper when given', () => {
    const onBack = vi.fn();
    render(<Header title="选择" onBack={onBack} leftText="关闭" />);
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(nav.back).not.toHaveBeenCalled();
  });

  it('hides the arrow when back is false and shows left and right text', () => {
    const onRightClick = vi.fn();
    render(
      <Header
        title="编辑资料"
        back={false}
        leftText="取消"
        rightText="保存"
        onRightClick={onRightClick}
      />,
    );
    expect(screen.queryByRole('button', { name: '返回' })).toBeNull();
    expect(screen.getByText('取消')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(onRightClick).toHaveBeenCalledTimes(1);
  });

  it('gives an icon-only right action its Chinese label', () => {
    const onRightClick = vi.fn();
    render(
      <Header
        title="消息"
        right={<svg aria-hidden="true" />}
        rightLabel="更多"
        onRightClick={onRightClick}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: '更多' }));
    expect(onRightClick).toHaveBeenCalledTimes(1);
  });

  it('shows right text without a button when there is no action', () => {
    render(<Header title="钱包" rightText="明细" />);
    expect(screen.getByText('明细')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '明细' })).toBeNull();
  });

  it('keeps the page clear of a fixed header with a spacer of the same height', () => {
    const { container } = render(<Header title="搜索" position="fixed" />);
    expect(screen.getByRole('banner').dataset.position).toBe('fixed');
    const spacer = container.querySelector('[aria-hidden="true"]:not(svg)') as HTMLElement;
    expect(spacer.style.height).toBe('40px');
  });
});

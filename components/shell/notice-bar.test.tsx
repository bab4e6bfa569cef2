import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { announcementsFrom } from '@/lib/domain/shell/config';

import { NoticeBar } from './notice-bar';
import { PageActiveProvider } from './page-active';

const LIST = announcementsFrom({
  announcement: [
    { id: 1, title: '欢迎来到影视社区', content: '注册账号，换设备也能找回会员。' },
    { id: 2, title: '请收藏官方地址', content: '防止迷路。', href: '/mine/officialGroup' },
  ],
});

const bar = () => screen.getByRole('button', { name: /公告：/ });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('NoticeBar', () => {
  it('scrolls every announcement in one line, read once by screen readers', () => {
    render(<NoticeBar announcements={LIST} />);
    expect(bar().textContent).toContain('欢迎来到影视社区：注册账号，换设备也能找回会员。');
    expect(bar().textContent).toContain('请收藏官方地址：防止迷路。');
    // The loop's second copy is hidden from assistive tech.
    const copies = bar().querySelectorAll('[aria-hidden="true"]');
    expect(Array.from(copies).some((c) => c.textContent?.startsWith('欢迎'))).toBe(true);
    expect(bar().dataset.running).toBe('true');
    const track = bar().querySelector<HTMLElement>('[style*="--marquee-duration"]');
    expect(track?.style.getPropertyValue('--marquee-duration')).toMatch(/^\d+(\.\d)?s$/);
  });

  it('a tap shows the full text in a dialog, with a way to each link', async () => {
    const onOpen = vi.fn();
    render(<NoticeBar announcements={LIST} onOpen={onOpen} />);
    fireEvent.click(bar());
    // The first dialog waits for its code (loaded apart from the page).
    const dialog = await screen.findByRole('dialog', { name: '公告' });
    expect(within(dialog).getByText('注册账号，换设备也能找回会员。')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '查看详情' }));
    expect(onOpen).toHaveBeenCalledWith(LIST[1]?.item);
  });

  it('a single announcement with a link opens the link directly', () => {
    const onOpen = vi.fn();
    const only = LIST.slice(1);
    render(<NoticeBar announcements={only} onOpen={onOpen} />);
    fireEvent.click(screen.getByRole('button', { name: /请收藏官方地址/ }));
    expect(onOpen).toHaveBeenCalledWith(only[0]?.item);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('pauses while its page or the browser tab is hidden', () => {
    const { rerender } = render(
      <PageActiveProvider active={false}>
        <NoticeBar announcements={LIST} />
      </PageActiveProvider>,
    );
    expect(bar().dataset.running).toBe('false');
    rerender(
      <PageActiveProvider active>
        <NoticeBar announcements={LIST} />
      </PageActiveProvider>,
    );
    expect(bar().dataset.running).toBe('true');
    const state = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(bar().dataset.running).toBe('false');
    state.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(bar().dataset.running).toBe('true');
  });

  it('renders nothing without announcements', () => {
    const { container } = render(<NoticeBar announcements={[]} />);
    expect(container.innerHTML).toBe('');
  });
});

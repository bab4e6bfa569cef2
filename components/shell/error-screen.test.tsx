import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { CHUNK_RELOAD_KEY } from '@/lib/shell/chunk-reload';
import { onlineStatus } from '@/lib/shell/online-status';

import { ErrorScreen } from './error-screen';

const reload = vi.fn();
const chunkError = () =>
  Object.assign(new Error('Failed to load chunk /_next/static/chunks/x.js'), {
    name: 'ChunkLoadError',
  });

beforeEach(() => {
  sessionStorage.clear();
  Object.defineProperty(window, 'location', {
    configurable: true,
    value: { ...window.location, reload },
  });
});
afterEach(() => {
  cleanup();
  reload.mockReset();
});

describe('ErrorScreen', () => {
  it('offers 重试 and 返回首页 in Chinese, never the error text', () => {
    const onRetry = vi.fn();
    const error = new Error('TypeError: secret internals at foo.js:12');
    error.stack = 'at render (app/page.tsx:3:4)';
    const { container } = render(<ErrorScreen error={error} onRetry={onRetry} />);
    expect(screen.getByRole('heading', { name: '页面出错了' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/home');
    expect(container.textContent).not.toMatch(/secret|foo\.js|page\.tsx|TypeError/);
    expect(reload).not.toHaveBeenCalled();
  });

  it("takes the place of the head script's static error screen", () => {
    const stale = document.createElement('main');
    stale.id = 'chunk-error-screen';
    document.body.append(stale);
    const { container } = render(<ErrorScreen error={new Error('x')} onRetry={vi.fn()} />);
    expect(document.getElementById('chunk-error-screen')).toBeNull();
    expect(container.querySelector('main')?.hasAttribute('data-error-screen')).toBe(true);
  });

  it('reloads once for a chunk error', () => {
    render(<ErrorScreen error={chunkError()} onRetry={vi.fn()} />);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).not.toBeNull();
    expect(screen.getByRole('status').textContent).toBe('正在重新加载…');
  });

  it('shows the error page for a second chunk failure within 10 s; 重试 reloads by hand', () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now() - 3_000));
    const onRetry = vi.fn();
    render(<ErrorScreen error={chunkError()} onRetry={onRetry} />);
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: '页面加载失败' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('offline, a chunk error waits for the network instead of reloading (issue 35 item 1)', () => {
    onlineStatus.reportRequest('failed');
    onlineStatus.reportRequest('failed');
    try {
      render(<ErrorScreen error={chunkError()} onRetry={vi.fn()} />);
      expect(reload).not.toHaveBeenCalled();
      expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
      expect(screen.getByRole('status').textContent).toBe('网络已断开，恢复后将自动重新加载');
    } finally {
      act(() => onlineStatus.reportRequest('answered'));
    }
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).not.toBeNull();
  });
});

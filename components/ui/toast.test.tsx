import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { showToast } from '@/lib/shell/toast-bridge';

import { TOAST_FADE_MS, ToastProvider, useToast } from './toast';

function Buttons() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast('已复制链接')}>
        普通
      </button>
      <button type="button" onClick={() => toast.success('保存成功')}>
        成功
      </button>
      <button type="button" onClick={() => toast.error('余额不足', { duration: 5000 })}>
        失败
      </button>
    </>
  );
}

function renderToasts() {
  render(
    <ToastProvider>
      <Buttons />
    </ToastProvider>,
  );
  return screen.getByRole('status');
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Toast', () => {
  it('announces politely, then leaves after the §9 2000 ms plus the fade', () => {
    const region = renderToasts();
    expect(region.getAttribute('aria-live')).toBe('polite');
    fireEvent.click(screen.getByRole('button', { name: '普通' }));
    expect(region.textContent).toBe('已复制链接');
    act(() => vi.advanceTimersByTime(1999));
    expect(region.querySelector('[data-state="shown"]')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(region.querySelector('[data-state="leaving"]')?.textContent).toBe('已复制链接');
    act(() => vi.advanceTimersByTime(TOAST_FADE_MS));
    expect(region.textContent).toBe('');
  });

  it('shows one at a time: a new toast replaces the old and gets its own full time', () => {
    const region = renderToasts();
    fireEvent.click(screen.getByRole('button', { name: '普通' }));
    act(() => vi.advanceTimersByTime(1500));
    fireEvent.click(screen.getByRole('button', { name: '成功' }));
    expect(region.textContent).toBe('保存成功');
    expect(region.querySelectorAll('[data-type]')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1500));
    expect(region.textContent).toBe('保存成功');
    act(() => vi.advanceTimersByTime(500 + TOAST_FADE_MS));
    expect(region.textContent).toBe('');
  });

  it('marks success and error toasts with an icon and honours a custom duration', () => {
    const region = renderToasts();
    fireEvent.click(screen.getByRole('button', { name: '失败' }));
    const toast = region.querySelector('[data-type="error"]') as HTMLElement;
    expect(toast.querySelector('svg')).not.toBeNull();
    act(() => vi.advanceTimersByTime(4000));
    expect(region.textContent).toBe('余额不足');
    act(() => vi.advanceTimersByTime(1000 + TOAST_FADE_MS));
    expect(region.textContent).toBe('');
  });

  it('is reachable from non-React code through showToast while the provider is mounted', () => {
    const region = renderToasts();
    act(() => showToast('链接无法打开'));
    expect(region.textContent).toBe('链接无法打开');
    cleanup();
    expect(() => showToast('无人接收')).not.toThrow();
  });

  it('ignores empty messages and leaves no timer behind on unmount', () => {
    const region = renderToasts();
    act(() => showToast('   '));
    expect(region.textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: '普通' }));
    cleanup();
    expect(vi.getTimerCount()).toBe(0);
  });
});

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/media/image-cache', () => ({
  acquireImage: vi.fn(() => new Promise(() => {})),
  invalidateImage: vi.fn(),
}));

import { floatingWindowsFrom } from '@/lib/domain/shell/config';
import { installDomFakes } from '@/components/ui/dom-fakes.test-support';

import { FLOATING_CLOSED_KEY, FloatingEntries } from './floating-entries';

const WINDOWS = floatingWindowsFrom({
  floatingWindow: { title: '每日福利', cover: '/ads/float-welfare.png', link: '/welfare' },
  aiFloatingWindow: { title: 'AI创作', cover: '/ads/float-ai.png', link: '/ai/generate' },
});

function renderEntries(onOpen = vi.fn()) {
  render(
    <Provider store={createStore()}>
      <FloatingEntries windows={WINDOWS} onOpen={onOpen} />
    </Provider>,
  );
  return onOpen;
}

beforeEach(() => {
  installDomFakes();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('FloatingEntries', () => {
  it('shows one entry at a time, floatingWindow first; a tap opens its link', () => {
    const onOpen = renderEntries();
    expect(screen.queryByRole('button', { name: 'AI创作' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '每日福利' }));
    expect(onOpen).toHaveBeenCalledWith(WINDOWS[0]?.item);
  });

  it('× hides an entry for the rest of the session, and the next one shows', () => {
    const onOpen = renderEntries();
    fireEvent.click(screen.getByRole('button', { name: '关闭每日福利' }));
    expect(screen.queryByRole('button', { name: '每日福利' })).toBeNull();
    expect(sessionStorage.getItem(FLOATING_CLOSED_KEY)).toBe('floatingWindow');
    fireEvent.click(screen.getByRole('button', { name: 'AI创作' }));
    expect(onOpen).toHaveBeenCalledWith(WINDOWS[1]?.item);
    cleanup();
    renderEntries();
    expect(screen.queryByRole('button', { name: '每日福利' })).toBeNull();
    expect(screen.getByRole('button', { name: 'AI创作' })).toBeTruthy();
  });
});

import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useProgressiveCount } from './use-progressive-count';

function Shown({ total }: { total: number }) {
  return <output>{useProgressiveCount(total, 2, 2)}</output>;
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useProgressiveCount', () => {
  it('starts with `first`, then grows by `step` per idle moment up to the total', async () => {
    vi.useFakeTimers();
    render(<Shown total={5} />);
    expect(screen.getByRole('status').textContent).toBe('2');
    await act(async () => vi.advanceTimersByTime(20));
    expect(screen.getByRole('status').textContent).toBe('4');
    await act(async () => vi.advanceTimersByTime(20));
    expect(screen.getByRole('status').textContent).toBe('5');
    await act(async () => vi.advanceTimersByTime(100));
    expect(screen.getByRole('status').textContent).toBe('5');
  });

  it('never claims more than there is', () => {
    render(<Shown total={1} />);
    expect(screen.getByRole('status').textContent).toBe('1');
  });
});

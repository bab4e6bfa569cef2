import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { RESUME_CHIP_MS, ResumeChip } from './resume-chip';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ResumeChip', () => {
  it('says where playback picked up once the video plays, with 从头播放', () => {
    const restart = vi.fn();
    const { rerender } = render(<ResumeChip seconds={75} playing={false} onRestart={restart} />);
    expect(screen.queryByText('继续播放 01:15')).toBeNull();
    rerender(<ResumeChip seconds={75} playing onRestart={restart} />);
    expect(screen.getByRole('status').textContent).toContain('继续播放 01:15');
    fireEvent.click(screen.getByRole('button', { name: '从头播放' }));
    expect(restart).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('goes by itself a few seconds after playback starts, and stays gone', () => {
    vi.useFakeTimers();
    const { rerender } = render(<ResumeChip seconds={75} playing onRestart={() => undefined} />);
    act(() => void vi.advanceTimersByTime(RESUME_CHIP_MS - 100));
    expect(screen.getByText('继续播放 01:15')).toBeTruthy();
    // A pause meanwhile does not restart its time.
    rerender(<ResumeChip seconds={75} playing={false} onRestart={() => undefined} />);
    act(() => void vi.advanceTimersByTime(200));
    expect(screen.queryByText('继续播放 01:15')).toBeNull();
    rerender(<ResumeChip seconds={75} playing onRestart={() => undefined} />);
    expect(screen.queryByText('继续播放 01:15')).toBeNull();
  });
});

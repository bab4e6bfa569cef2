import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/lib/api/envelope';

import { EmptyState } from './empty-state';
import { ErrorState, GENERIC_LOAD_ERROR, errorText } from './error-state';

afterEach(cleanup);

describe('EmptyState', () => {
  it('shows a picture and 暂无内容 by default', () => {
    const { container } = render(<EmptyState />);
    expect(screen.getByText('暂无内容')).toBeTruthy();
    expect(container.querySelector('svg')).not.toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('takes its own text, description and action', () => {
    const onAction = vi.fn();
    render(
      <EmptyState
        text="还没有收藏"
        description="去首页看看吧"
        actionText="去首页"
        onAction={onAction}
      />,
    );
    expect(screen.getByText('还没有收藏')).toBeTruthy();
    expect(screen.getByText('去首页看看吧')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '去首页' }));
    expect(onAction).toHaveBeenCalledTimes(1);
  });
});

describe('ErrorState', () => {
  it('shows the Chinese tip of an API error and 重试 calls onRetry', () => {
    const onRetry = vi.fn();
    render(
      <ErrorState error={new ApiError(5020, '网络异常，请检查网络后重试')} onRetry={onRetry} />,
    );
    expect(screen.getByRole('alert').textContent).toContain('网络异常，请检查网络后重试');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('never shows a raw error message or stack', () => {
    const raw = new TypeError('Cannot read properties of undefined (reading "list")');
    render(<ErrorState error={raw} onRetry={() => {}} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(GENERIC_LOAD_ERROR);
    expect(alert.textContent).not.toContain('Cannot read');
    expect(alert.textContent).not.toContain('at ');
  });

  it.each([
    [undefined, GENERIC_LOAD_ERROR],
    ['boom', GENERIC_LOAD_ERROR],
    [{ tip: 'Internal Server Error' }, GENERIC_LOAD_ERROR],
    [{ tip: 42 }, GENERIC_LOAD_ERROR],
    [{ tip: ' 内容不存在 ' }, '内容不存在'],
  ])('errorText(%j) → %s', (error, expected) => {
    expect(errorText(error)).toBe(expected);
  });

  it('has an inline row variant for the foot of a list', () => {
    const { container } = render(
      <ErrorState variant="inline" message="加载更多失败" onRetry={() => {}} />,
    );
    expect(screen.getByRole('alert').dataset.variant).toBe('inline');
    expect(screen.getByText('加载更多失败')).toBeTruthy();
    expect(container.querySelector('svg')).toBeNull();
  });
});

import { act, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { OnceFormOutcome, useOnceForm } from './once-form';

describe('useOnceForm', () => {
  it('keeps one key across renders and submits; an edit makes a new one and clears the outcome', () => {
    const { result, rerender } = renderHook(() => useOnceForm('rf'));
    const first = result.current.key;
    expect(first).toMatch(/^rf-[0-9a-f-]{36}$/);
    act(() => result.current.setDone('已退款¥1.00到用户金币余额'));
    rerender();
    expect(result.current.key).toBe(first);
    act(() => result.current.edit(() => {}));
    expect(result.current.key).not.toBe(first);
    expect(result.current.done).toBe('');
  });
});

describe('OnceFormOutcome', () => {
  it('shows the refusal as an alert and the result as a status', () => {
    render(<OnceFormOutcome problem="请填写退款原因" done="" />);
    expect(screen.getByRole('alert').textContent).toBe('请填写退款原因');
    expect(screen.queryByRole('status')).toBeNull();
  });
});

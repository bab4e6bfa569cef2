import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ACTION_SHEET_EXIT_MS, ActionSheet, type SheetAction } from './action-sheet';

function Harness({
  actions,
  onSelect,
}: {
  actions: SheetAction[];
  onSelect?: (i: number, action: SheetAction) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        更多操作
      </button>
      <ActionSheet
        open={open}
        onClose={() => setOpen(false)}
        title="分享到"
        actions={actions}
        onSelect={onSelect}
      />
    </>
  );
}

function openSheet() {
  const opener = screen.getByRole('button', { name: '更多操作' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, sheet: screen.getByRole('dialog', { name: '分享到' }) };
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ActionSheet', () => {
  // A fullscreen element shows nothing outside itself: the player's sheets open inside it.
  it('mounts inside the container it is given', () => {
    const host = document.createElement('div');
    document.body.append(host);
    render(
      <ActionSheet
        open
        onClose={() => undefined}
        title="清晰度"
        actions={[{ label: '240P' }]}
        container={host}
      />,
    );
    expect(host.querySelector('[role="dialog"]')?.textContent).toContain('240P');
    host.remove();
  });

  it('lists the actions and a 取消 button in a labelled modal', () => {
    render(<Harness actions={[{ label: '复制链接' }, { label: '举报', danger: true }]} />);
    const { sheet } = openSheet();
    expect(sheet.getAttribute('aria-modal')).toBe('true');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '复制链接',
      '举报',
    ]);
    expect(screen.getByRole('button', { name: '举报' }).dataset.danger).toBe('true');
    expect(screen.getByRole('button', { name: '取消' })).toBeTruthy();
    expect(document.activeElement).toBe(sheet);
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('runs the chosen action, reports it, closes and gives focus back', () => {
    vi.useFakeTimers();
    const copy = vi.fn();
    const onSelect = vi.fn();
    render(
      <Harness
        actions={[{ label: '保存图片' }, { label: '复制链接', onSelect: copy }]}
        onSelect={onSelect}
      />,
    );
    const { opener } = openSheet();
    fireEvent.click(screen.getByRole('button', { name: '复制链接' }));
    expect(copy).toHaveBeenCalledTimes(1);
    expect(onSelect).toHaveBeenCalledWith(1, expect.objectContaining({ label: '复制链接' }));
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe('');
    act(() => vi.advanceTimersByTime(ACTION_SHEET_EXIT_MS));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('ignores a tap on a disabled action', () => {
    const onSelect = vi.fn();
    render(<Harness actions={[{ label: '下载', disabled: true, onSelect }]} />);
    openSheet();
    fireEvent.click(screen.getByRole('button', { name: '下载' }));
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog').parentElement?.dataset.state).toBe('open');
  });

  it('closes on 取消, Escape and the backdrop', () => {
    const onClose = vi.fn();
    render(<ActionSheet open onClose={onClose} actions={[{ label: '删除' }]} />);
    const sheet = screen.getByRole('dialog', { name: '操作菜单' });
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(sheet.previousElementSibling as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('answers Escape only in the top-most modal', () => {
    const outer = vi.fn();
    const inner = vi.fn();
    render(
      <>
        <ActionSheet open onClose={outer} ariaLabel="外层" actions={[{ label: '一' }]} />
        <ActionSheet open onClose={inner} ariaLabel="内层" actions={[{ label: '二' }]} />
      </>,
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });
});

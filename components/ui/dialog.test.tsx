import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ConfirmProvider, useConfirm } from './confirm';
import { DIALOG_EXIT_MS, Dialog, type DialogProps } from './dialog';

function Harness(props: Partial<DialogProps> & { onConfirmSpy?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        删除视频
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="确认删除"
        onConfirm={() => {
          props.onConfirmSpy?.();
          setOpen(false);
        }}
        {...props}
      >
        删除后无法恢复
      </Dialog>
    </>
  );
}

function openDialog() {
  const opener = screen.getByRole('button', { name: '删除视频' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog') };
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.body.style.overflow = '';
});

describe('Dialog', () => {
  it('is a labelled modal with Chinese default buttons, rendered on document.body', () => {
    const { container } = render(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const { dialog } = openDialog();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('dialog', { name: '确认删除' })).toBe(dialog);
    expect(
      document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('删除后无法恢复');
    expect(screen.getByRole('button', { name: '确定' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '取消' })).toBeTruthy();
    expect(container.contains(dialog)).toBe(false);
  });

  it('moves focus in, locks body scroll, and restores both on close', () => {
    vi.useFakeTimers();
    render(<Harness />);
    const { opener, dialog } = openDialog();
    expect(document.activeElement).toBe(dialog);
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe('');
    // Stays for the exit animation, then leaves the DOM.
    expect(dialog.isConnected).toBe(true);
    act(() => vi.advanceTimersByTime(DIALOG_EXIT_MS));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('calls onConfirm from 确定', () => {
    const onConfirmSpy = vi.fn();
    render(<Harness onConfirmSpy={onConfirmSpy} />);
    openDialog();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(onConfirmSpy).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape and on the backdrop when allowed', () => {
    const onClose = vi.fn();
    render(
      <Dialog open title="提示" onClose={onClose}>
        内容
      </Dialog>,
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(screen.getByRole('dialog').previousElementSibling as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('ignores Escape and the backdrop when not allowed', () => {
    const onClose = vi.fn();
    render(
      <Dialog
        open
        title="请先登录"
        onClose={onClose}
        closeOnEscape={false}
        closeOnBackdrop={false}
      />,
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(screen.getByRole('dialog').previousElementSibling as HTMLElement);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps Tab inside the dialog', () => {
    render(<Dialog open title="提示" onClose={() => {}} />);
    const cancel = screen.getByRole('button', { name: '取消' });
    const confirm = screen.getByRole('button', { name: '确定' });
    confirm.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(cancel);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(confirm);
  });

  it('can show a single button with custom text', () => {
    render(
      <Dialog open title="领取成功" onClose={() => {}} showCancel={false} confirmText="知道了" />,
    );
    expect(screen.queryByRole('button', { name: '取消' })).toBeNull();
    expect(screen.getByRole('button', { name: '知道了' })).toBeTruthy();
  });
});

describe('useConfirm', () => {
  function Asker({ onAnswer }: { onAnswer: (value: boolean) => void }) {
    const confirm = useConfirm();
    return (
      <button
        type="button"
        onClick={() =>
          void confirm({ title: '退出登录？', message: '退出后需重新登录' }).then(onAnswer)
        }
      >
        退出
      </button>
    );
  }

  it('resolves true on 确定 and false on 取消', async () => {
    const onAnswer = vi.fn();
    render(
      <ConfirmProvider>
        <Asker onAnswer={onAnswer} />
      </ConfirmProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: '退出' }));
    // The first question waits for the dialog's code (loaded apart from the page).
    expect((await screen.findByRole('dialog', { name: '退出登录？' })).textContent).toContain(
      '退出后需重新登录',
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '确定' })));
    expect(onAnswer).toHaveBeenLastCalledWith(true);
    fireEvent.click(screen.getByRole('button', { name: '退出' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '取消' })));
    expect(onAnswer).toHaveBeenLastCalledWith(false);
  });
});

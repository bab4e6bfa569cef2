import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('next/link', () => ({
  default: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

import { PublishButton } from './publish-button';
import { PUBLISH_POPUP_EXIT_MS } from './publish-popup';

const trigger = () => screen.getByRole('button', { name: '发布' });
const popup = () => screen.queryByRole('dialog', { name: '发布' });

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function closeAndSettle() {
  act(() => vi.advanceTimersByTime(PUBLISH_POPUP_EXIT_MS));
}

describe('PublishButton', () => {
  it('opens a popup offering 发布帖子 and AI创作 with their routes', async () => {
    const { container } = render(<PublishButton />);
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    // Nothing of the popup is on the page before the first open (its code loads apart).
    expect(container.querySelector('[data-testid="publish-backdrop"]')).toBeNull();
    // The first open waits for the popup's code (a resolved import: one microtask here).
    await act(async () => {
      fireEvent.click(trigger());
    });
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    const dialog = popup()!;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(
      within(dialog)
        .getByRole('link', { name: /发布帖子/ })
        .getAttribute('href'),
    ).toBe('/community/publish');
    expect(
      within(dialog)
        .getByRole('link', { name: /AI创作/ })
        .getAttribute('href'),
    ).toBe('/ai/generate');
    expect(document.activeElement).toBe(dialog);
  });

  it('closes on Escape and gives focus back to the button', () => {
    render(<PublishButton />);
    trigger().focus();
    fireEvent.click(trigger());
    fireEvent.keyDown(document, { key: 'Escape' });
    closeAndSettle();
    expect(popup()).toBeNull();
    expect(document.activeElement).toBe(trigger());
  });

  it('closes on the backdrop, on 关闭 and after a choice', () => {
    render(<PublishButton />);
    fireEvent.click(trigger());
    fireEvent.click(screen.getByTestId('publish-backdrop'));
    closeAndSettle();
    expect(popup()).toBeNull();

    fireEvent.click(trigger());
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    closeAndSettle();
    expect(popup()).toBeNull();

    fireEvent.click(trigger());
    const link = screen.getByRole('link', { name: /AI创作/ });
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    closeAndSettle();
    expect(popup()).toBeNull();
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

import { openPayPageNow, payPageRoute, preparePayPage } from './pay-page';
import { WRAPPER_HANDLER } from './use-open-link';

const PAY_URL = 'http://localhost:4000/pay/R20261126120000123456';

function fakeWindow() {
  return { opener: {} as unknown, closed: false, close: vi.fn(), location: { href: '' } };
}

function stubAssign() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  delete (window as { webkit?: unknown }).webkit;
});

describe('payPageRoute', () => {
  it('leaves the wrapper to open links; else the window opened in the tap, else this tab', () => {
    expect(payPageRoute(true, false)).toBe('wrapper');
    expect(payPageRoute(false, true)).toBe('pre-opened');
    expect(payPageRoute(false, false)).toBe('same-tab');
  });
});

describe('preparePayPage', () => {
  it('opens a blank window in the tap, cut from the app, and sends it to the payment page', () => {
    const blank = fakeWindow();
    const open = vi.spyOn(window, 'open').mockReturnValue(blank as unknown as Window);
    const page = preparePayPage(false);
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(blank.opener).toBeNull();
    expect(page.show(PAY_URL)).toBe('opened');
    expect(blank.location.href).toBe(PAY_URL);
    expect(blank.close).not.toHaveBeenCalled();
  });

  it('closes the blank window when no page follows, or the URL is not one to open', () => {
    const blank = fakeWindow();
    vi.spyOn(window, 'open').mockReturnValue(blank as unknown as Window);
    preparePayPage(false).cancel();
    expect(blank.close).toHaveBeenCalledTimes(1);

    const other = fakeWindow();
    vi.spyOn(window, 'open').mockReturnValue(other as unknown as Window);
    expect(preparePayPage(false).show('javascript:alert(1)')).toBe('refused');
    expect(other.close).toHaveBeenCalledTimes(1);
    expect(other.location.href).toBe('');
  });

  it('goes to the payment page in this tab when no blank window could be opened', () => {
    const assign = stubAssign();
    vi.spyOn(window, 'open').mockReturnValue(null);
    expect(preparePayPage(false).show(PAY_URL)).toBe('opened');
    expect(assign).toHaveBeenCalledWith(PAY_URL);
  });

  it('leaves the app where it is when the user closed the blank window before the answer', () => {
    const assign = stubAssign();
    const closed = { ...fakeWindow(), closed: true };
    vi.spyOn(window, 'open').mockReturnValue(closed as unknown as Window);
    expect(preparePayPage(false).show(PAY_URL)).toBe('dismissed');
    expect(assign).not.toHaveBeenCalled();
    expect(closed.location.href).toBe('');
  });

  it('opens nothing ahead in the iOS wrapper and hands it the URL after the answer', () => {
    const open = vi.spyOn(window, 'open');
    const postMessage = vi.fn();
    (window as { webkit?: unknown }).webkit = {
      messageHandlers: { [WRAPPER_HANDLER]: { postMessage } },
    };
    const page = preparePayPage(true);
    expect(open).not.toHaveBeenCalled();
    page.show(PAY_URL);
    expect(postMessage).toHaveBeenCalledWith(PAY_URL);
    expect(open).not.toHaveBeenCalled();
  });
});

describe('openPayPageNow', () => {
  it('opens a known payment page in a new window, or through the wrapper', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    expect(openPayPageNow(PAY_URL, false)).toBe(true);
    expect(open).toHaveBeenCalledWith(PAY_URL, '_blank', 'noopener,noreferrer');
    expect(openPayPageNow('ftp://x', false)).toBe(false);
    expect(open).toHaveBeenCalledTimes(1);
  });
});

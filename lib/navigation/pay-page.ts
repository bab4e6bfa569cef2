'use client';
// Opening an order's payment page (支付宝, 微信支付; docs/money-api.md). Its URL is known only once
// recharge/submit answers, but a browser lets a page open a window only inside the tap itself:
// after the await a popup blocker eats it. So the tap opens a blank window first and the answer
// sends it to the payment page. The iOS wrapper opens links itself (openOutLink), with no such
// rule, so there nothing is opened ahead.
import { isSafeExternalUrl } from '@/lib/domain/platform/safe-url';

import { openExternal } from './use-open-link';

/** How the payment page is shown once its URL is known. */
export type PayPageRoute = 'wrapper' | 'pre-opened' | 'same-tab';

/** Only the wrapper opens links itself; otherwise the window opened in the tap, else this tab. */
export function payPageRoute(inWrapper: boolean, preOpened: boolean): PayPageRoute {
  if (inWrapper) return 'wrapper';
  return preOpened ? 'pre-opened' : 'same-tab';
}

/**
 * opened: on screen; dismissed: the user closed the blank window before the answer came (the app
 * stays; the page can be opened again from a tap); refused: not a URL a page may open.
 */
export type PayPageShown = 'opened' | 'dismissed' | 'refused';

export interface PendingPayPage {
  /** Shows the payment page. */
  show(url: string): PayPageShown;
  /** No payment page after all (the order failed, or was paid at once): the blank window goes. */
  cancel(): void;
}

function openBlank(): Window | null {
  try {
    const opened = window.open('', '_blank');
    // The payment page must not reach back into the app through window.opener.
    if (opened) opened.opener = null;
    return opened;
  } catch {
    return null;
  }
}

/** Call inside the tap, before any await; then show() or cancel() when the answer comes. */
export function preparePayPage(inWrapper: boolean): PendingPayPage {
  let blank = inWrapper ? null : openBlank();
  const cancel = () => {
    if (blank && !blank.closed) blank.close();
    blank = null;
  };
  const show = (url: string): PayPageShown => {
    if (!isSafeExternalUrl(url)) {
      cancel();
      return 'refused';
    }
    // Closed by the user meanwhile: they said no to that window, not "take me away from the app".
    if (blank?.closed) {
      blank = null;
      return 'dismissed';
    }
    const route = payPageRoute(inWrapper, blank !== null);
    if (route === 'wrapper') openExternal(url, 'wrapper');
    else if (route === 'pre-opened' && blank) blank.location.href = url;
    else window.location.assign(url);
    blank = null;
    return 'opened';
  };
  return { show, cancel };
}

/**
 * A payment page whose URL is already known (继续支付, 重新打开支付页面): opened inside the tap,
 * so a plain window will do.
 */
export function openPayPageNow(url: string, inWrapper: boolean): boolean {
  if (!isSafeExternalUrl(url)) return false;
  openExternal(url, inWrapper ? 'wrapper' : 'window');
  return true;
}

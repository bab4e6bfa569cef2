// Navigation while the app cannot reach its server (issue 35 item 1). Next fetches a screen's
// payload before it changes the URL, and when that fetch fails it falls back to a browser
// navigation: offline, the browser's own error page, out of the app. So an in-app navigation
// asked for offline never starts: the current screen stays, a toast answers the tap, and the
// last target asked for opens once the network is back (useOfflineNavigation).
import { onlineStatus } from '@/lib/shell/online-status';
import { showToast } from '@/lib/shell/toast-bridge';

export const HELD_NAVIGATION_TIP = '网络已断开，恢复后将自动打开';

let held: string | null = null;

/**
 * Offline, keeps `target` (the last one asked for wins), says so, and returns true: the caller
 * must not navigate. Online, returns false and the caller navigates as usual.
 */
export function holdNavigation(target: string, online = onlineStatus.getSnapshot()): boolean {
  if (online) return false;
  held = target;
  showToast(HELD_NAVIGATION_TIP);
  return true;
}

/** The held target, once: the next call returns null until another is held. */
export function takeHeldNavigation(): string | null {
  const target = held;
  held = null;
  return target;
}

interface ClickLike {
  readonly button: number;
  readonly metaKey: boolean;
  readonly ctrlKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
  readonly target: EventTarget | null;
}

/**
 * The in-app URL (path, query, hash) a click on a link would navigate to, or null when the click
 * is not one (a modified or middle click, a link to another site, a new window, a download, the
 * page itself, or a jump within it).
 */
export function inAppLinkTarget(event: ClickLike, current: URL): string | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return null;
  }
  const start = event.target as { closest?: (selector: string) => Element | null } | null;
  const anchor = typeof start?.closest === 'function' ? start.closest('a[href]') : null;
  if (!anchor) return null;
  const frame = anchor.getAttribute('target');
  if ((frame && frame !== '_self') || anchor.hasAttribute('download')) return null;
  let url: URL;
  try {
    url = new URL(anchor.getAttribute('href') ?? '', current);
  } catch {
    return null;
  }
  if (url.origin !== current.origin) return null;
  if (url.pathname === current.pathname && url.search === current.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

interface GuardWindow {
  readonly location: { readonly href: string };
  addEventListener(type: 'click', listener: (event: MouseEvent) => void, capture: boolean): void;
  removeEventListener(type: 'click', listener: (event: MouseEvent) => void, capture: boolean): void;
}

/**
 * While offline, a tap on an in-app link is held instead of followed. Listens on the window in
 * the capture phase, before React's own listeners: Link, the cards and the tab bar never see the
 * click, so none of them starts a navigation (or lights a tab) that cannot finish. Returns the
 * cleanup.
 */
export function installOfflineLinkGuard(
  win: GuardWindow,
  isOnline: () => boolean = onlineStatus.getSnapshot,
  hold: (target: string) => void = (target) => void holdNavigation(target, false),
): () => void {
  const onClick = (event: MouseEvent) => {
    if (isOnline() || event.defaultPrevented) return;
    const target = inAppLinkTarget(event, new URL(win.location.href));
    if (target === null) return;
    event.preventDefault();
    event.stopPropagation();
    hold(target);
  };
  win.addEventListener('click', onClick, true);
  return () => win.removeEventListener('click', onClick, true);
}

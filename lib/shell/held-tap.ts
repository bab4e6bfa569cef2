// The app's side of the tap hold (lib/shell/early-boot): once the session exists the boot gate
// replays the last tap the head script held, on the same element, so it takes the app's own
// path (useOpenLink, the tapped card for the player) as if it had come now.
import { HELD_TAP_GLOBAL, TAP_PENDING_ATTRIBUTE } from './early-boot';

type Held = { isConnected?: boolean; click?: () => void; removeAttribute(name: string): void };
type HeldWindow = { [HELD_TAP_GLOBAL]?: Held | null };

export function releaseHeldTap(
  { replay = true }: { replay?: boolean } = {},
  win: HeldWindow | undefined = typeof window === 'undefined' ? undefined : (window as HeldWindow),
): void {
  const held = win?.[HELD_TAP_GLOBAL];
  if (!win || !held) return;
  win[HELD_TAP_GLOBAL] = null;
  held.removeAttribute(TAP_PENDING_ATTRIBUTE);
  if (replay && held.isConnected !== false) held.click?.();
}

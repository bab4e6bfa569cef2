'use client';
// Shared behaviour of the dialog and the action sheet: mount/unmount around the exit
// animation, body scroll lock, focus moved in and restored, a focus trap and Escape.
import { useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const noopSubscribe = () => () => {};

/** False during SSR and hydration, true after: portals need document.body. */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  );
}

/** Keeps a closing modal mounted for its exit animation. */
export function usePresence(open: boolean, exitMs: number): { mounted: boolean; closing: boolean } {
  const [mounted, setMounted] = useState(open);
  // Derived state: mount in the same render that opens, so the enter animation starts at once.
  if (open && !mounted) setMounted(true);
  useEffect(() => {
    if (open || !mounted) return undefined;
    const timer = setTimeout(() => setMounted(false), exitMs);
    return () => clearTimeout(timer);
  }, [open, mounted, exitMs]);
  return { mounted: mounted || open, closing: mounted && !open };
}

// Open modals, innermost last: only the top one answers Escape and traps Tab.
const stack: object[] = [];
let lockCount = 0;
let savedOverflow = '';

function lockBodyScroll(): () => void {
  if (lockCount === 0) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  lockCount += 1;
  return () => {
    lockCount -= 1;
    if (lockCount === 0) document.body.style.overflow = savedOverflow;
  };
}

interface ModalOptions {
  open: boolean;
  panelRef: RefObject<HTMLElement | null>;
  onClose?: () => void;
  closeOnEscape: boolean;
  /** Element to focus on open; the panel itself when absent. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

export function useModal({
  open,
  panelRef,
  onClose,
  closeOnEscape,
  initialFocusRef,
}: ModalOptions): void {
  const onCloseRef = useRef(onClose);
  const escapeRef = useRef(closeOnEscape);
  useEffect(() => {
    onCloseRef.current = onClose;
    escapeRef.current = closeOnEscape;
  });

  useEffect(() => {
    if (!open) return undefined;
    const token = {};
    stack.push(token);
    const unlock = lockBodyScroll();
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initialFocusRef?.current ?? panelRef.current)?.focus({ preventScroll: true });

    const onKeyDown = (event: KeyboardEvent) => {
      if (stack[stack.length - 1] !== token) return;
      if (event.key === 'Escape') {
        if (!escapeRef.current) return;
        event.stopPropagation();
        onCloseRef.current?.();
      } else if (event.key === 'Tab') {
        trapTab(event, panelRef.current);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      stack.splice(stack.indexOf(token), 1);
      unlock();
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, [open, panelRef, initialFocusRef]);
}

function trapTab(event: KeyboardEvent, panel: HTMLElement | null): void {
  if (!panel) return;
  const items = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    panel.focus();
    return;
  }
  const active = document.activeElement;
  const outside = !panel.contains(active);
  if (event.shiftKey && (active === first || active === panel || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}

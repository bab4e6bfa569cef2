'use client';
// Whether something that moves by itself (a carousel's autoplay) may move now: the tab is
// visible, the element is on screen and not inside a hidden kept-alive page, and the user
// is not touching or focusing it. An element under a display:none ancestor never
// intersects, so one IntersectionObserver covers both "scrolled away" and "page hidden".
import { useEffect, useState, type RefObject } from 'react';

export interface AutoplayGateOptions {
  /** The caller's own switch (e.g. a kept-alive page that knows it is hidden). */
  active?: boolean;
}

function documentVisible(): boolean {
  return typeof document === 'undefined' || document.visibilityState !== 'hidden';
}

export function useAutoplayGate(
  ref: RefObject<HTMLElement | null>,
  { active = true }: AutoplayGateOptions = {},
): boolean {
  const [visible, setVisible] = useState(documentVisible);
  // Off until the observer says otherwise: nothing moves before it is known to be seen.
  const [onScreen, setOnScreen] = useState(false);
  const [touching, setTouching] = useState(false);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    const onVisibility = () => setVisible(documentVisible());
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    // Every browser we serve has it; without it the banner just does not autoplay.
    if (typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const last = entries[entries.length - 1];
        if (last) setOnScreen(last.isIntersecting);
      },
      { threshold: 0 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const passive = { passive: true } as const;
    // The release may happen outside the element (a mouse dragged away), and the browser
    // cancels the pointer when it takes the gesture over for a vertical scroll.
    let pressing = false;
    const release = () => {
      pressing = false;
      setTouching(false);
      window.removeEventListener('pointerup', release);
      window.removeEventListener('pointercancel', release);
    };
    const press = () => {
      pressing = true;
      setTouching(true);
      window.addEventListener('pointerup', release, passive);
      window.addEventListener('pointercancel', release, passive);
    };
    // Keyboard focus pauses (WCAG 2.2.2); the focus a tap gives a dot does not, or one tap
    // would stop the carousel until the user tapped somewhere else.
    const focusIn = () => {
      if (!pressing) setFocused(true);
    };
    const focusOut = (event: FocusEvent) => {
      if (!element.contains(event.relatedTarget as Node | null)) setFocused(false);
    };
    element.addEventListener('pointerdown', press, passive);
    element.addEventListener('focusin', focusIn);
    element.addEventListener('focusout', focusOut);
    return () => {
      element.removeEventListener('pointerdown', press);
      element.removeEventListener('focusin', focusIn);
      element.removeEventListener('focusout', focusOut);
      window.removeEventListener('pointerup', release);
      window.removeEventListener('pointercancel', release);
    };
  }, [ref]);

  return active && visible && onScreen && !touching && !focused;
}

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

import { USER_ACTIVE_ATTRIBUTE, USER_ACTIVE_EVENTS, userActiveBootScript } from './user-active';

const root = () => document.documentElement;

/** Runs the inline script text as the browser would run the head script. */
function boot() {
  new Function(userActiveBootScript())();
}

afterEach(() => {
  root().removeAttribute(USER_ACTIVE_ATTRIBUTE);
  vi.restoreAllMocks();
});

describe('user-active head script', () => {
  it('leaves <html> unmarked until the user does something', () => {
    boot();
    window.dispatchEvent(new Event('resize'));
    // The page scrolling itself (a restored position) is not the user.
    window.dispatchEvent(new Event('scroll'));
    document.body.dispatchEvent(new Event('load'));
    expect(root().hasAttribute(USER_ACTIVE_ATTRIBUTE)).toBe(false);
  });

  it.each(USER_ACTIVE_EVENTS)('marks <html> on the first %s, even one a list swallows', (type) => {
    boot();
    const list = document.createElement('ul');
    document.body.append(list);
    list.addEventListener(type, (event) => event.stopPropagation());
    // The script listens in the capture phase, before the list's own handler.
    list.dispatchEvent(new Event(type, { bubbles: true }));
    expect(root().hasAttribute(USER_ACTIVE_ATTRIBUTE)).toBe(true);
    list.remove();
  });

  it('stops listening once it has marked the page', () => {
    const removed = vi.spyOn(window, 'removeEventListener');
    boot();
    window.dispatchEvent(new Event('pointerdown'));
    expect(removed.mock.calls.map(([type]) => type).sort()).toEqual([...USER_ACTIVE_EVENTS].sort());
    root().removeAttribute(USER_ACTIVE_ATTRIBUTE);
    window.dispatchEvent(new Event('keydown'));
    expect(root().hasAttribute(USER_ACTIVE_ATTRIBUTE)).toBe(false);
  });
});

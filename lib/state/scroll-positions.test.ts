import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  SCROLL_POSITIONS_KEY,
  loadScrollEntries,
  positionFor,
  savedScrollPosition,
  saveScrollPosition,
  withPosition,
} from './scroll-positions';
import {
  installMemoryStorage,
  removeMemoryStorage,
  type MemoryStorage,
} from './storage.test-support';

describe('scroll positions', () => {
  let session: MemoryStorage;
  beforeEach(() => {
    ({ session } = installMemoryStorage());
  });
  afterEach(removeMemoryStorage);

  it('keeps the latest position per url, most recent last, capped', () => {
    let entries = withPosition([], '/a', 100);
    entries = withPosition(entries, '/b', 200);
    entries = withPosition(entries, '/a', 300);
    expect(entries).toEqual([
      ['/b', 200],
      ['/a', 300],
    ]);
    expect(withPosition(entries, '/c', 1, 2)).toEqual([
      ['/a', 300],
      ['/c', 1],
    ]);
    expect(positionFor(entries, '/a')).toBe(300);
    expect(positionFor(entries, '/z')).toBeNull();
  });

  it('forgets a url scrolled back to the top', () => {
    expect(withPosition([['/a', 10]], '/a', 0)).toEqual([]);
  });

  it('persists in sessionStorage and survives junk there', () => {
    saveScrollPosition('/home', 640.4);
    expect(savedScrollPosition('/home')).toBe(640);
    session.setItem(SCROLL_POSITIONS_KEY, '{"x":1}');
    expect(loadScrollEntries()).toEqual([]);
    expect(savedScrollPosition('/home')).toBeNull();
  });
});

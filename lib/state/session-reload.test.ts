import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  SESSION_RELOAD_KEY,
  SESSION_RELOAD_WINDOW_MS,
  SESSION_SETTLE_MS,
  clearReloadMarker,
  decideSessionInvalid,
  markerSettled,
  readReloadMarker,
  writeReloadMarker,
} from './session-reload';
import {
  installMemoryStorage,
  removeMemoryStorage,
  type MemoryStorage,
} from './storage.test-support';

describe('decideSessionInvalid', () => {
  const now = 1_700_000_000_000;

  it('reloads on a first 1000', () => {
    expect(decideSessionInvalid({ reloadIssued: false, markerAt: null, now })).toBe('reload');
  });

  it('waits when this page load already asked for a reload (concurrent answers)', () => {
    expect(decideSessionInvalid({ reloadIssued: true, markerAt: now, now })).toBe('wait');
  });

  it('fails right after a 1000-triggered reload: never a loop', () => {
    expect(decideSessionInvalid({ reloadIssued: false, markerAt: now - 2000, now })).toBe('fail');
  });

  it('reloads again once the marker is old (a genuine later expiry)', () => {
    expect(
      decideSessionInvalid({ reloadIssued: false, markerAt: now - SESSION_RELOAD_WINDOW_MS, now }),
    ).toBe('reload');
    // A marker from the future (clock change) does not block for ever.
    expect(decideSessionInvalid({ reloadIssued: false, markerAt: now + 60_000, now })).toBe(
      'reload',
    );
  });
});

describe('reload marker', () => {
  let session: MemoryStorage;
  beforeEach(() => {
    ({ session } = installMemoryStorage());
  });
  afterEach(removeMemoryStorage);

  it('round-trips through sessionStorage', () => {
    expect(writeReloadMarker(1234.7)).toBe(true);
    expect(session.getItem(SESSION_RELOAD_KEY)).toBe('1234');
    expect(readReloadMarker()).toBe(1234);
    clearReloadMarker();
    expect(readReloadMarker()).toBeNull();
  });

  it('reports a marker it could not keep, and ignores junk', () => {
    session.failWrites = true;
    expect(writeReloadMarker(1)).toBe(false);
    session.failWrites = false;
    session.setItem(SESSION_RELOAD_KEY, 'soon');
    expect(readReloadMarker()).toBeNull();
  });
});

describe('markerSettled', () => {
  it('holds only once the new session has worked for SESSION_SETTLE_MS', () => {
    expect(markerSettled(1_000, 1_000, 1_000)).toBe(false);
    expect(markerSettled(1_000, 1_000, 1_000 + SESSION_SETTLE_MS - 1)).toBe(false);
    expect(markerSettled(1_000, 1_000, 1_000 + SESSION_SETTLE_MS)).toBe(true);
    // A clock that went backwards cannot keep a marker forever.
    expect(markerSettled(5_000, 1_000, 1_000)).toBe(true);
  });

  it('counts from the first success, not from the reload: a slow reload is not a held session', () => {
    const firstSuccess = 1_000 + SESSION_SETTLE_MS + 3_000;
    expect(markerSettled(1_000, firstSuccess, firstSuccess)).toBe(false);
    expect(markerSettled(1_000, firstSuccess, firstSuccess + 1_000)).toBe(false);
    expect(markerSettled(1_000, firstSuccess, firstSuccess + SESSION_SETTLE_MS)).toBe(true);
  });
});

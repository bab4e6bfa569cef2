import { describe, expect, it } from 'vitest';

import { cameraNeedsOwnDocument } from './camera-document';

const SCAN = '/mine/setting/accoutCodeCamera';

describe('cameraNeedsOwnDocument', () => {
  it('reloads the scan screen reached inside a document loaded elsewhere', () => {
    expect(
      cameraNeedsOwnDocument({
        allowsCamera: false,
        loadedPath: '/mine/setting',
        currentPath: SCAN,
      }),
    ).toBe(true);
  });

  it('keeps a document that may use the camera, or a browser without the policy', () => {
    expect(
      cameraNeedsOwnDocument({ allowsCamera: true, loadedPath: '/home', currentPath: SCAN }),
    ).toBe(false);
    expect(
      cameraNeedsOwnDocument({ allowsCamera: null, loadedPath: '/home', currentPath: SCAN }),
    ).toBe(false);
  });

  it('never reloads a document loaded at the scan screen itself (no loop)', () => {
    expect(
      cameraNeedsOwnDocument({ allowsCamera: false, loadedPath: SCAN, currentPath: SCAN }),
    ).toBe(false);
    expect(
      cameraNeedsOwnDocument({ allowsCamera: false, loadedPath: null, currentPath: SCAN }),
    ).toBe(false);
  });

  it('is only for the scan screen', () => {
    expect(
      cameraNeedsOwnDocument({ allowsCamera: false, loadedPath: '/home', currentPath: '/mine' }),
    ).toBe(false);
  });
});

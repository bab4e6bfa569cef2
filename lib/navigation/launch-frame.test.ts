import { describe, expect, it } from 'vitest';

import { hasLaunchFrame } from './launch-frame';

describe('hasLaunchFrame', () => {
  it('is the two config-driven tab screens, with or without a trailing slash', () => {
    expect(hasLaunchFrame('/home')).toBe(true);
    expect(hasLaunchFrame('/home/')).toBe(true);
    expect(hasLaunchFrame('/lld')).toBe(true);
    for (const other of ['/', '/mine', '/play/longVideo', '/home/x', '', null, undefined]) {
      expect(hasLaunchFrame(other)).toBe(false);
    }
  });
});

import { describe, expect, it } from 'vitest';

import { hasLaunchFrame } from './launch-frame';

describe('hasLaunchFrame', () => {
  it('is the two config-driven tab screens, 社区, 福利 and the player, with or without a trailing slash', () => {
    expect(hasLaunchFrame('/home')).toBe(true);
    expect(hasLaunchFrame('/home/')).toBe(true);
    expect(hasLaunchFrame('/lld')).toBe(true);
    expect(hasLaunchFrame('/play/longVideo')).toBe(true);
    expect(hasLaunchFrame('/welfare')).toBe(true);
    expect(hasLaunchFrame('/community')).toBe(true);
    expect(hasLaunchFrame('/liveTv/livePlay')).toBe(true);
    for (const other of [
      '/',
      '/mine',
      '/liveTv',
      '/play/videoCollection',
      '/play',
      '/home/x',
      '',
      null,
      undefined,
    ]) {
      expect(hasLaunchFrame(other)).toBe(false);
    }
  });
});

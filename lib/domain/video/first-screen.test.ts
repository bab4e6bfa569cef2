import { describe, expect, it } from 'vitest';

import { firstScreenArea } from './first-screen';

describe('firstScreenArea', () => {
  it('names the area of the two config-driven tab screens, and nothing else', () => {
    expect(firstScreenArea('/home')).toBe('home');
    expect(firstScreenArea('/home/')).toBe('home');
    expect(firstScreenArea('/lld')).toBe('lld');
    for (const path of ['/', '/mine', '/play/longVideo', '/homeX', '', null, undefined]) {
      expect(firstScreenArea(path)).toBeNull();
    }
  });
});

import { describe, expect, it } from 'vitest';

import { describeBuild } from './app-build';

describe('the build line of 关于', () => {
  it('shows the short commit and the build time in Shanghai', () => {
    // 2026-11-29 04:00 UTC is 12:00 in Shanghai.
    expect(describeBuild('d131daa', String(Date.UTC(2026, 10, 29, 4, 0)))).toEqual({
      commit: 'd131daa',
      time: '2026-11-29 12:00',
    });
    expect(describeBuild('d131daa5f00d', '1').commit).toBe('d131daa');
  });

  it('says 未知 for what the build did not stamp', () => {
    expect(describeBuild(undefined, undefined)).toEqual({ commit: '未知', time: '未知' });
    expect(describeBuild('', 'soon')).toEqual({ commit: '未知', time: '未知' });
    expect(describeBuild('<b>', '-5')).toEqual({ commit: '未知', time: '未知' });
  });
});

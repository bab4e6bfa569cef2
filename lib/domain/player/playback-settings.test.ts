import { describe, expect, it } from 'vitest';

import {
  DEFAULT_PLAYBACK_SETTINGS,
  nearestLevel,
  nextVideoId,
  parsePlaybackSettings,
  readPlaybackSettings,
} from './playback-settings';

describe('the stored playback settings', () => {
  it('reads what was saved', () => {
    const saved = { autoplayNext: false, defaultQuality: 480, rememberSound: false };
    expect(readPlaybackSettings(JSON.stringify(saved))).toEqual(saved);
  });

  it('falls back to the defaults for nothing stored, text that is not JSON, or not an object', () => {
    for (const raw of [null, '', '{', 'undefined', '[]', '"x"', '42', 'null']) {
      expect(readPlaybackSettings(raw)).toEqual(DEFAULT_PLAYBACK_SETTINGS);
    }
  });

  it('replaces only the fields that are wrong', () => {
    expect(
      parsePlaybackSettings({ autoplayNext: 'no', defaultQuality: 720, rememberSound: 0 }),
    ).toEqual({ ...DEFAULT_PLAYBACK_SETTINGS, defaultQuality: 720 });
    expect(parsePlaybackSettings({ defaultQuality: 999, autoplayNext: false })).toEqual({
      ...DEFAULT_PLAYBACK_SETTINGS,
      autoplayNext: false,
    });
    expect(parsePlaybackSettings({ defaultQuality: '720' }).defaultQuality).toBe('auto');
  });

  it('defaults to what the player did before the setting existed', () => {
    expect(DEFAULT_PLAYBACK_SETTINGS).toEqual({
      autoplayNext: true,
      defaultQuality: 'auto',
      rememberSound: true,
    });
  });
});

describe('the default quality', () => {
  const levels = [{ height: 240 }, { height: 480 }, { height: 1080 }];
  it('takes the exact rendition when the video has it', () => {
    expect(nearestLevel(levels, 480)).toBe(1);
  });
  it('falls back to the nearest one, the lower on a tie', () => {
    expect(nearestLevel(levels, 720)).toBe(1);
    expect(nearestLevel(levels, 360)).toBe(0);
    expect(nearestLevel([{ height: 480 }, { height: 240 }], 360)).toBe(1);
    expect(nearestLevel(levels, 4000)).toBe(2);
  });
  it('has nothing to choose without renditions of a known height', () => {
    expect(nearestLevel([], 480)).toBe(-1);
    expect(nearestLevel([{ height: 0 }], 480)).toBe(-1);
  });
});

describe('the next video', () => {
  it('is the next episode of the collection', () => {
    expect(nextVideoId(2, [1, 2, 3], [9])).toBe(3);
  });
  it('is the first other related video after the last episode or outside a collection', () => {
    expect(nextVideoId(3, [1, 2, 3], [3, 9])).toBe(9);
    expect(nextVideoId(5, null, [5, 8])).toBe(8);
  });
  it('is nothing when there is nothing to play', () => {
    expect(nextVideoId(3, [1, 2, 3], [])).toBeNull();
  });
});

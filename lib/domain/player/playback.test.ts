import { describe, expect, it } from 'vitest';

import {
  chooseEngine,
  IN_PLACE_RELOAD_GAP_MS,
  lineName,
  nextLine,
  playRefusal,
  paywallOffer,
  playlistUrl,
  previewOver,
  qualityName,
  qualityView,
  rateLabel,
  recoveryAfterFatal,
  resumePosition,
} from './playback';

describe('chooseEngine', () => {
  it('prefers hls.js wherever MSE exists, even when the browser claims native HLS', () => {
    expect(chooseEngine({ mse: true, nativeHls: true })).toBe('hls.js');
    expect(chooseEngine({ mse: true, nativeHls: false })).toBe('hls.js');
  });
  it('uses the native player only without MSE', () => {
    expect(chooseEngine({ mse: false, nativeHls: true })).toBe('native');
    expect(chooseEngine({ mse: false, nativeHls: false })).toBe('none');
  });
});

describe('playlistUrl', () => {
  it('carries the token and leaves the first line implicit', () => {
    expect(playlistUrl(12, 'abc', 0)).toBe('/api/app/media/h5/m3u8/12?token=abc');
  });
  it('names other lines and encodes the token', () => {
    expect(playlistUrl('7', 'a b&c', 1)).toBe('/api/app/media/h5/m3u8/7?token=a+b%26c&line=1');
  });
  it('ignores a nonsense line index', () => {
    expect(playlistUrl(1, 't', -1)).toBe('/api/app/media/h5/m3u8/1?token=t');
    expect(playlistUrl(1, 't', 1.5)).toBe('/api/app/media/h5/m3u8/1?token=t');
  });
});

describe('resumePosition', () => {
  it('resumes from the saved second', () => {
    expect(resumePosition(12.7, 24)).toBe(12);
  });
  it('starts over near either end, or for nonsense', () => {
    expect(resumePosition(3, 24)).toBe(0);
    expect(resumePosition(20, 24)).toBe(0);
    expect(resumePosition(Number.NaN, 24)).toBe(0);
  });
  it('starts over where the history says 已看完: 95% of a long video, credits and all', () => {
    expect(resumePosition(950, 1000)).toBe(0);
    expect(resumePosition(949, 1000)).toBe(949);
  });
  it('never resumes into a preview', () => {
    expect(resumePosition(12, 24, 15)).toBe(0);
  });
  it('resumes when the duration is not known yet', () => {
    expect(resumePosition(30, Number.NaN)).toBe(30);
  });
});

describe('previewOver', () => {
  it('ends a preview at its length or when the truncated playlist ends', () => {
    expect(previewOver(14.9, 15, false)).toBe(false);
    expect(previewOver(15, 15, false)).toBe(true);
    expect(previewOver(3, 15, true)).toBe(true);
  });
  it('never ends a full playback', () => {
    expect(previewOver(100, 0, true)).toBe(false);
  });
});

describe('playRefusal', () => {
  it('waits for a tap only when the autoplay policy refused', () => {
    expect(playRefusal('NotAllowedError')).toBe('autoplay-refused');
    expect(playRefusal('AbortError')).toBe('interrupted');
    expect(playRefusal('NotSupportedError')).toBe('interrupted');
    expect(playRefusal(undefined)).toBe('interrupted');
  });
});

describe('nextLine', () => {
  it('moves to the next line that has not failed, wrapping round', () => {
    expect(nextLine(0, 2, new Set([0]))).toBe(1);
    expect(nextLine(2, 3, new Set([2]))).toBe(0);
    expect(nextLine(0, 3, new Set([0, 1]))).toBe(2);
  });
  it('gives up when every line failed or there is only one', () => {
    expect(nextLine(0, 2, new Set([0, 1]))).toBeNull();
    expect(nextLine(0, 1, new Set([0]))).toBeNull();
  });
});

describe('recoveryAfterFatal', () => {
  const NOW = 1_800_000_000_000;
  const base = { expired: false, playedSinceLoad: false, lastInPlaceAt: null, now: NOW };
  it('reloads in place a line whose links expired, or that was playing', () => {
    expect(recoveryAfterFatal({ ...base, expired: true })).toBe('in-place');
    expect(recoveryAfterFatal({ ...base, playedSinceLoad: true })).toBe('in-place');
  });
  it('gives up a line that never played for the next one', () => {
    expect(recoveryAfterFatal(base)).toBe('next-line');
  });
  it('gives up a line that fails again within the gap after an in-place reload', () => {
    const soon = { ...base, expired: true, playedSinceLoad: true };
    expect(recoveryAfterFatal({ ...soon, lastInPlaceAt: NOW - IN_PLACE_RELOAD_GAP_MS + 1 })).toBe(
      'next-line',
    );
    expect(recoveryAfterFatal({ ...soon, lastInPlaceAt: NOW - IN_PLACE_RELOAD_GAP_MS })).toBe(
      'in-place',
    );
  });
});

describe('labels', () => {
  it('names lines, qualities and rates in Chinese', () => {
    expect(lineName(0)).toBe('线路1');
    expect(qualityName(480)).toBe('480P');
    expect(qualityName(undefined)).toBe('自动');
    expect(rateLabel(1)).toBe('倍速');
    expect(rateLabel(1.5)).toBe('1.5x');
  });
});

describe('qualityView', () => {
  const levels = [
    { index: 0, height: 240 },
    { index: 1, height: 480 },
  ];

  it('labels the rendition playing, not the one chosen, until the choice plays', () => {
    const switching = qualityView(levels, 0, 1);
    expect(switching.label).toBe('480P');
    expect(switching.rows).toEqual([
      { index: -1, name: '自动', note: undefined },
      { index: 1, name: '480P', note: undefined },
      { index: 0, name: '240P', note: '切换中' },
    ]);
    const done = qualityView(levels, 0, 0);
    expect(done.label).toBe('240P');
    expect(done.ariaLabel).toBe('清晰度 240P');
    expect(done.rows.find((row) => row.index === 0)?.note).toBe('当前');
  });

  it('says what 自动 plays, and 自动 before anything plays', () => {
    expect(qualityView(levels, -1, -1)).toMatchObject({ label: '自动', ariaLabel: '清晰度 自动' });
    const auto = qualityView(levels, -1, 1);
    expect(auto.label).toBe('480P');
    expect(auto.ariaLabel).toBe('清晰度 480P（自动）');
    expect(auto.rows[0]).toEqual({ index: -1, name: '自动', note: '当前 480P' });
  });

  it('before the chosen one plays, names the choice; offers only the renditions there are', () => {
    expect(qualityView(levels, 0, -1).label).toBe('240P');
    const one = qualityView([{ index: 0, height: 480 }], -1, 0);
    expect(one.rows.map((row) => row.name)).toEqual(['自动', '480P']);
  });
});

describe('paywallOffer', () => {
  it('offers VIP for a VIP video', () => {
    expect(paywallOffer('vip', 0, 50)).toEqual({ kind: 'vip' });
  });
  it('offers diamonds with the balance for a paid video', () => {
    expect(paywallOffer('paid', 100, 150)).toEqual({
      kind: 'diamonds',
      price: 100,
      balance: 150,
      enough: true,
    });
    expect(
      paywallOffer('paid', 100, 99).kind === 'diamonds' && paywallOffer('paid', 100, 99),
    ).toMatchObject({ enough: false });
  });
});

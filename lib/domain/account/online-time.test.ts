import { describe, expect, it } from 'vitest';

import {
  clockHidden,
  clockVisible,
  MAX_ONLINE_REPORT_S,
  returnOnlineSeconds,
  startOnlineClock,
  takeOnlineSeconds,
} from './online-time';

describe('the online clock', () => {
  it('counts visible time only, in whole seconds, carrying the fraction', () => {
    let clock = startOnlineClock(0, true);
    clock = clockHidden(clock, 2_500);
    // Hidden for a minute: none of it counts.
    clock = clockVisible(clock, 62_500);
    const first = takeOnlineSeconds(clock, 64_200);
    expect(first.seconds).toBe(4);
    // The 0.2 s left over is part of the next report.
    const second = takeOnlineSeconds(first.clock, 65_000);
    expect(second.seconds).toBe(1);
    expect(takeOnlineSeconds(second.clock, 65_000).seconds).toBe(0);
  });

  it('starts hidden when the page is, and a second visible or hidden changes nothing', () => {
    let clock = startOnlineClock(0, false);
    expect(takeOnlineSeconds(clock, 10_000).seconds).toBe(0);
    clock = clockVisible(clock, 10_000);
    clock = clockVisible(clock, 15_000);
    clock = clockHidden(clock, 20_000);
    clock = clockHidden(clock, 90_000);
    expect(takeOnlineSeconds(clock, 100_000).seconds).toBe(10);
  });

  it('never claims more than a day in one report, nor a negative stretch', () => {
    const clock = startOnlineClock(0, true);
    expect(takeOnlineSeconds(clock, 3 * 86_400_000).seconds).toBe(MAX_ONLINE_REPORT_S);
    // The clock went back: nothing, not a negative claim.
    expect(takeOnlineSeconds(startOnlineClock(50_000, true), 10_000).seconds).toBe(0);
    expect(takeOnlineSeconds(clockHidden(startOnlineClock(50_000, true), 10_000), 10_000)).toEqual({
      seconds: 0,
      clock: { visibleSince: null, carriedMs: 0 },
    });
  });

  it('gives back the seconds of a report that got no answer', () => {
    const taken = takeOnlineSeconds(startOnlineClock(0, true), 30_000);
    const back = returnOnlineSeconds(taken.clock, taken.seconds);
    expect(takeOnlineSeconds(back, 35_000).seconds).toBe(35);
  });
});

// Online time (user/online/time, issue 37 item 4): the app counts the time its page is visible
// and reports it in whole seconds. The origin credits at most the wall time since the user's
// last credit (origin/services/account/online-time.ts), so this clock only decides what to claim.

/** How often a visible page reports, in seconds; hiding or leaving the page reports at once. */
export const ONLINE_REPORT_INTERVAL_S = 60;

/** The most one report may claim (a day): the call's schema refuses more. */
export const MAX_ONLINE_REPORT_S = 86_400;

/**
 * Visible time not yet reported: `visibleSince` is when the current visible stretch began (null
 * while hidden); `carriedMs` is what earlier stretches and the last report's fraction left.
 */
export type OnlineClock = { readonly visibleSince: number | null; readonly carriedMs: number };

export function startOnlineClock(now: number, visible: boolean): OnlineClock {
  return { visibleSince: visible ? now : null, carriedMs: 0 };
}

/** The page became visible: a stretch starts (a second `visible` changes nothing). */
export function clockVisible(clock: OnlineClock, now: number): OnlineClock {
  return clock.visibleSince === null ? { ...clock, visibleSince: now } : clock;
}

/** The page was hidden: the stretch so far is kept, and nothing counts until it shows again. */
export function clockHidden(clock: OnlineClock, now: number): OnlineClock {
  if (clock.visibleSince === null) return clock;
  // A clock that went back (the user set it) counts nothing rather than a negative stretch.
  return { visibleSince: null, carriedMs: clock.carriedMs + Math.max(0, now - clock.visibleSince) };
}

/**
 * The whole seconds to report now, and the clock after taking them: the fraction stays for the
 * next report, and a claim never passes MAX_ONLINE_REPORT_S (what is over it is dropped, the
 * origin would not credit it anyway).
 */
export function takeOnlineSeconds(
  clock: OnlineClock,
  now: number,
): { seconds: number; clock: OnlineClock } {
  const stretch = clock.visibleSince === null ? 0 : Math.max(0, now - clock.visibleSince);
  const totalMs = clock.carriedMs + stretch;
  const whole = Math.floor(totalMs / 1000);
  const seconds = Math.min(whole, MAX_ONLINE_REPORT_S);
  return {
    seconds,
    clock: {
      visibleSince: clock.visibleSince === null ? null : now,
      carriedMs: totalMs - whole * 1000,
    },
  };
}

/** A report that got no answer: its seconds go back on the clock for the next one. */
export function returnOnlineSeconds(clock: OnlineClock, seconds: number): OnlineClock {
  return { ...clock, carriedMs: clock.carriedMs + Math.max(0, seconds) * 1000 };
}

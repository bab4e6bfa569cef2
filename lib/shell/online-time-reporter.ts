// Reports the tab's online time (user/online/time, issue 37 item 4): while the page is visible a
// report goes every ONLINE_REPORT_INTERVAL_S; hiding the page stops the timer and reports what
// is due, and so does leaving it (pagehide), with a request that outlives the page. What to
// claim is lib/domain/account/online-time.ts's clock; the origin caps it by wall time.
import {
  clockHidden,
  clockVisible,
  ONLINE_REPORT_INTERVAL_S,
  returnOnlineSeconds,
  startOnlineClock,
  takeOnlineSeconds,
  type OnlineClock,
} from '@/lib/domain/account/online-time';

type Listener = () => void;

export interface ReporterDocument {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: Listener): void;
  removeEventListener(type: 'visibilitychange', listener: Listener): void;
}

export interface ReporterWindow {
  addEventListener(type: 'pagehide' | 'pageshow', listener: Listener): void;
  removeEventListener(type: 'pagehide' | 'pageshow', listener: Listener): void;
  setInterval(callback: () => void, ms: number): number;
  clearInterval(id: number): void;
}

export interface OnlineReporterDeps {
  doc: ReporterDocument;
  win: ReporterWindow;
  now: () => number;
  /** Sends a report; resolves false when no answer came (the seconds are claimed again later). */
  send: (seconds: number) => Promise<boolean>;
  intervalMs?: number;
}

export interface OnlineReporter {
  /** Reports what is due now; resolves once the answer is in (or none came). */
  flush(): Promise<void>;
  /** Removes every listener and the timer. */
  stop(): void;
}

export function startOnlineReporter(deps: OnlineReporterDeps): OnlineReporter {
  const { doc, win, now } = deps;
  const intervalMs = deps.intervalMs ?? ONLINE_REPORT_INTERVAL_S * 1000;
  const visible = () => doc.visibilityState === 'visible';
  let clock: OnlineClock = startOnlineClock(now(), visible());
  let timer: number | null = null;
  let stopped = false;

  const report = async () => {
    const taken = takeOnlineSeconds(clock, now());
    clock = taken.clock;
    if (taken.seconds <= 0) return;
    const answered = await deps.send(taken.seconds);
    if (!answered) clock = returnOnlineSeconds(clock, taken.seconds);
  };
  const startTimer = () => {
    if (timer === null && !stopped) timer = win.setInterval(() => void report(), intervalMs);
  };
  const stopTimer = () => {
    if (timer !== null) win.clearInterval(timer);
    timer = null;
  };
  const hide = () => {
    clock = clockHidden(clock, now());
    stopTimer();
    void report();
  };
  const show = () => {
    clock = clockVisible(clock, now());
    startTimer();
  };
  const onVisibility = () => (visible() ? show() : hide());
  // Back from the back/forward cache: the page counts again if it shows.
  const onPageShow = () => {
    if (visible()) show();
  };

  doc.addEventListener('visibilitychange', onVisibility);
  win.addEventListener('pagehide', hide);
  win.addEventListener('pageshow', onPageShow);
  if (visible()) startTimer();

  return {
    flush: report,
    stop() {
      stopped = true;
      stopTimer();
      doc.removeEventListener('visibilitychange', onVisibility);
      win.removeEventListener('pagehide', hide);
      win.removeEventListener('pageshow', onPageShow);
    },
  };
}

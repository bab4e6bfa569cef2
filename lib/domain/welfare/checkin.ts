// The 福利 tab's check-in week (docs/welfare-api.md "Check-in week"): the current Monday–Sunday
// in Asia/Shanghai, each day checked, missed, today or still to come, with its reward. The
// check-in reward is the same every day (the spec has no streak bonus), so the calendar week,
// which every user reads the same way, is the strip; the streak is told beside it.
import { previousDay, shanghaiDay } from './welfare';

export const CHECKIN_DAY_STATES = ['checked', 'missed', 'today', 'later'] as const;
export type CheckinDayState = (typeof CHECKIN_DAY_STATES)[number];

export type CheckinDay = {
  /** YYYY-MM-DD, a Shanghai calendar day. */
  day: string;
  /** 周一…周日, or 今天. */
  label: string;
  /** Diamonds in §5 tenths: what was given on a checked day, what a check-in gives otherwise. */
  reward: number;
  state: CheckinDayState;
  /** Highlighted: today, checked or not. */
  today: boolean;
};

/** A check-in claim: its Shanghai day (task_claims.period_key) and the reward it gave. */
export type CheckinClaim = { day: string; reward: number };

const WEEKDAY = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];
const DAY_MS = 86_400_000;

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** The Monday of the Shanghai week `nowMs` falls in (YYYY-MM-DD). */
export function weekStart(nowMs: number): string {
  let day = shanghaiDay(nowMs);
  while (weekdayOf(day) !== 1) day = previousDay(day);
  return day;
}

/** Monday to Sunday of this Shanghai week; `reward` is today's check-in reward (tenths). */
export function checkinWeek(
  claims: readonly CheckinClaim[],
  nowMs: number,
  reward: number,
): CheckinDay[] {
  const today = shanghaiDay(nowMs);
  const given = new Map(claims.map((c) => [c.day, c.reward]));
  const week: CheckinDay[] = [];
  for (let i = 0, day = weekStart(nowMs); i < 7; i += 1, day = nextDay(day)) {
    const claimed = given.get(day);
    // YYYY-MM-DD strings order as the days do.
    const state: CheckinDayState =
      claimed !== undefined
        ? 'checked'
        : day < today
          ? 'missed'
          : day === today
            ? 'today'
            : 'later';
    const label = day === today ? '今天' : WEEKDAY[weekdayOf(day)]!;
    week.push({ day, label, reward: claimed ?? reward, state, today: day === today });
  }
  return week;
}

/** What a day of the strip says under its reward (today before the check-in: 待签到). */
export const CHECKIN_DAY_STATE_TEXT: Readonly<Record<CheckinDayState, string>> = {
  checked: '已签到',
  missed: '漏签',
  today: '待签到',
  later: '未开始',
};

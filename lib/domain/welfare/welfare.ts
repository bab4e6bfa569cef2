// 福利 rules (§7 Usertask, Apps; docs/welfare-api.md): which day a task's reward belongs to, when it
// can be claimed, and how its progress and button read. The origin and the 福利 tab both import
// these, so the screen never offers what the origin would refuse.
import { SHANGHAI_UTC_OFFSET_MINUTES } from '../platform/constants';
import { formatDate } from '../platform/format';

export const TASK_KINDS = [
  'checkin',
  'watch',
  'online',
  'comment',
  'bindPhone',
  'firstPost',
  'invite',
] as const;
export type TaskKind = (typeof TASK_KINDS)[number];

/** daily: claimable once per Shanghai calendar day; once: once per user, ever. */
export const TASK_PERIODS = ['daily', 'once'] as const;
export type TaskPeriod = (typeof TASK_PERIODS)[number];

export const TASK_STATES = ['todo', 'claimable', 'claimed'] as const;
export type TaskState = (typeof TASK_STATES)[number];

export const TIP_TASK_GUEST = '登录后即可领取任务奖励';
export const TIP_TASK_NOT_DONE = '任务尚未完成，完成后再来领取';
export const TIP_TASK_CLAIMED_TODAY = '今日已领取，明天再来吧';
export const TIP_TASK_CLAIMED = '该奖励已领取';
export const TIP_TASK_NOT_FOUND = '任务不存在或已下线';
export const TIP_APP_NOT_FOUND = '应用不存在或已下线';

const DAY_MS = 86_400_000;

/**
 * The Shanghai calendar day of `nowMs`, as YYYY-MM-DD: formatDate's, the key online time is
 * kept under (user_online_days), so the online task reads the day it was written for.
 */
export function shanghaiDay(nowMs: number): string {
  return formatDate(nowMs, 'YYYY-MM-DD');
}

/** The day before `day` (YYYY-MM-DD). */
export function previousDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
}

/** Which claim a reward belongs to: the Shanghai day for a daily task, 'once' for a one-off. */
export function taskPeriodKey(period: TaskPeriod, nowMs: number): string {
  return period === 'daily' ? shanghaiDay(nowMs) : 'once';
}

/** Ms from `nowMs` until the daily tasks start over (midnight in Shanghai). */
export function msUntilNextDay(nowMs: number): number {
  const offset = SHANGHAI_UTC_OFFSET_MINUTES * 60_000;
  return DAY_MS - ((nowMs + offset) % DAY_MS);
}

export function taskState(progress: number, goal: number, claimed: boolean): TaskState {
  if (claimed) return 'claimed';
  return progress >= goal ? 'claimable' : 'todo';
}

/** Why a claim is refused, or '' when it is allowed (the origin's answer, the screen's guard). */
export function taskClaimProblem(
  task: { period: TaskPeriod; state: TaskState },
  guest: boolean,
): string {
  if (guest) return TIP_TASK_GUEST;
  if (task.state === 'claimed')
    return task.period === 'daily' ? TIP_TASK_CLAIMED_TODAY : TIP_TASK_CLAIMED;
  return task.state === 'todo' ? TIP_TASK_NOT_DONE : '';
}

/**
 * Consecutive days of check-in up to today, or up to yesterday when today's is still to come
 * (the streak is not broken until the day passes). `days` are YYYY-MM-DD, any order.
 */
export function checkinStreak(days: readonly string[], today: string): number {
  const have = new Set(days);
  let day = have.has(today) ? today : previousDay(today);
  let streak = 0;
  while (have.has(day)) {
    streak += 1;
    day = previousDay(day);
  }
  return streak;
}

/** '2/3', or for online time in seconds '6/10分钟' (whole minutes, never past the goal). */
export function taskProgressText(kind: TaskKind, progress: number, goal: number): string {
  const shown = Math.min(Math.max(progress, 0), goal);
  if (kind === 'online') return `${Math.floor(shown / 60)}/${Math.floor(goal / 60)}分钟`;
  return `${shown}/${goal}`;
}

export type TaskButton = {
  text: string;
  /** claim: usertask/get; go: open the task's link; login: the login screen; none: disabled. */
  action: 'claim' | 'go' | 'login' | 'none';
};

export function taskButton(
  task: { kind: TaskKind; state: TaskState; link: string },
  guest: boolean,
): TaskButton {
  if (task.state === 'claimed') {
    return { text: task.kind === 'checkin' ? '已签到' : '已领取', action: 'none' };
  }
  if (task.state === 'claimable') {
    if (guest) return { text: '登录领取', action: 'login' };
    return { text: task.kind === 'checkin' ? '签到' : '领取', action: 'claim' };
  }
  return task.link ? { text: '去完成', action: 'go' } : { text: '进行中', action: 'none' };
}

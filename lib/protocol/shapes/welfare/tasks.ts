// Answer shapes of the 福利 calls (usertask, apps; docs/welfare-api.md).
import * as v from 'valibot';

import { TASK_KINDS, TASK_PERIODS, TASK_STATES } from '@/lib/domain/welfare/welfare';
import { CHECKIN_DAY_STATES } from '@/lib/domain/welfare/checkin';

/** One task as the caller sees it today. */
export const userTask = v.object({
  id: v.number(),
  kind: v.picklist(TASK_KINDS),
  period: v.picklist(TASK_PERIODS),
  title: v.string(),
  description: v.string(),
  /** What counts as done: a count, or seconds for online time. */
  goal: v.number(),
  /** Today's (daily) or all-time (once) count toward the goal; may pass it. */
  progress: v.number(),
  /** Diamonds in §5 tenths. */
  reward: v.number(),
  state: v.picklist(TASK_STATES),
  /** The in-app path where the task is done ('' when there is nothing to open). */
  link: v.string(),
});

/** A day of this Shanghai week's check-in strip (lib/domain/welfare/checkin.ts checkinWeek). */
export const checkinDay = v.object({
  /** YYYY-MM-DD in Asia/Shanghai. */
  day: v.string(),
  /** 周一…周日, or 今天. */
  label: v.string(),
  /** Diamonds in §5 tenths: given on a checked day, offered otherwise. */
  reward: v.number(),
  state: v.picklist(CHECKIN_DAY_STATES),
  /** Today, checked or not: the day highlighted. */
  today: v.boolean(),
});

/** Monday to Sunday; empty when no check-in task is offered. */
const checkinWeek = v.array(checkinDay);

export const userTaskList = v.object({
  list: v.array(userTask),
  /** Consecutive days checked in, up to today (or yesterday while today's is still to come). */
  checkinStreak: v.number(),
  checkinWeek,
  /** Today in Asia/Shanghai, YYYY-MM-DD: the day the daily tasks count. */
  day: v.string(),
});

export const taskClaimed = v.object({
  /** The task after the claim (state claimed). */
  task: userTask,
  /** The diamonds given (§5 tenths). */
  reward: v.number(),
  /** The caller's diamonds after the reward (§5 tenths). */
  diamonds: v.number(),
  checkinStreak: v.number(),
  checkinWeek,
});

/** A recommended app of the 福利 tab's 应用推荐 (AppsList). */
export const appItem = v.object({
  id: v.number(),
  name: v.string(),
  /** Image path on the IMAGE line (decoded like any picture). */
  icon: v.string(),
  description: v.string(),
  /** Where the app is downloaded: an external https link. */
  url: v.string(),
});

export const appClick = v.object({ id: v.number(), url: v.string() });

export type UserTask = v.InferOutput<typeof userTask>;
export type CheckinDayItem = v.InferOutput<typeof checkinDay>;
export type UserTaskList = v.InferOutput<typeof userTaskList>;
export type TaskClaimed = v.InferOutput<typeof taskClaimed>;
export type AppItem = v.InferOutput<typeof appItem>;

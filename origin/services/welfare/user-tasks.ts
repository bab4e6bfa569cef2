// 每日任务 (usertask/list, /get; docs/welfare-api.md). A claim is one transaction under the
// caller's user row lock (as a 兑换码 use), so one user's claims are serial and "once a day" or
// "once ever" cannot be raced; the unique (user, task, period) index is the last line of defence.
import { and, asc, eq, inArray } from 'drizzle-orm';

import {
  checkinStreak,
  taskClaimProblem,
  taskPeriodKey,
  taskState,
  TIP_TASK_GUEST,
  TIP_TASK_NOT_FOUND,
} from '@/lib/domain/welfare/welfare';
import { checkinWeek, type CheckinDay } from '@/lib/domain/welfare/checkin';
import type { TaskClaimed, UserTask, UserTaskList } from '@/lib/protocol/shapes/welfare/tasks';

import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';
import { taskClaims, tasks } from '../../db/schema/welfare';
import { badInput, forbidden, notFound } from '../../http/envelope';
import { shanghaiToday, taskProgress, type TaskProgress } from './task-progress';
import { creditDiamonds } from '../money/wallet';

type TaskRow = typeof tasks.$inferSelect;

function userTaskOf(row: TaskRow, progress: TaskProgress, claimed: boolean): UserTask {
  const done = progress[row.kind];
  return {
    id: row.id,
    kind: row.kind,
    period: row.period,
    title: row.title,
    description: row.description,
    goal: row.goal,
    progress: done,
    reward: row.reward,
    state: taskState(done, row.goal, claimed),
    link: row.link,
  };
}

/** The user's claims of today's and the one-off periods, as `taskId:periodKey`. */
async function claimedNow(db: Db, userId: number, nowMs: number): Promise<Set<string>> {
  const rows = await db
    .select({ taskId: taskClaims.taskId, periodKey: taskClaims.periodKey })
    .from(taskClaims)
    .where(
      and(
        eq(taskClaims.userId, userId),
        inArray(taskClaims.periodKey, [taskPeriodKey('daily', nowMs), 'once']),
      ),
    );
  return new Set(rows.map((r) => `${r.taskId}:${r.periodKey}`));
}

const isClaimed = (claimed: Set<string>, row: TaskRow, nowMs: number) =>
  claimed.has(`${row.id}:${taskPeriodKey(row.period, nowMs)}`);

type Checkin = { checkinStreak: number; checkinWeek: CheckinDay[] };

/**
 * The streak and this week's strip, from the user's check-in claims (one row a day at most) and
 * the enabled check-in task's reward (no such task: no strip).
 */
async function checkinOf(db: Db, userId: number, nowMs: number): Promise<Checkin> {
  const claims = await db
    .select({ day: taskClaims.periodKey, reward: taskClaims.reward })
    .from(taskClaims)
    .innerJoin(tasks, eq(tasks.id, taskClaims.taskId))
    .where(and(eq(taskClaims.userId, userId), eq(tasks.kind, 'checkin')));
  const [task] = await db
    .select({ reward: tasks.reward })
    .from(tasks)
    .where(and(eq(tasks.kind, 'checkin'), eq(tasks.enabled, true)))
    .orderBy(asc(tasks.sort), asc(tasks.id))
    .limit(1);
  return {
    checkinStreak: checkinStreak(
      claims.map((c) => c.day),
      shanghaiToday(nowMs).day,
    ),
    checkinWeek: task ? checkinWeek(claims, nowMs, task.reward) : [],
  };
}

/** Every enabled task with the user's progress and state today, in the operator's order. */
export async function listUserTasks(db: Db, userId: number, nowMs: number): Promise<UserTaskList> {
  const rows = await db
    .select()
    .from(tasks)
    .where(eq(tasks.enabled, true))
    .orderBy(asc(tasks.sort), asc(tasks.id));
  const progress = await taskProgress(db, userId, nowMs);
  const claimed = await claimedNow(db, userId, nowMs);
  return {
    list: rows.map((row) => userTaskOf(row, progress, isClaimed(claimed, row, nowMs))),
    ...(await checkinOf(db, userId, nowMs)),
    day: shanghaiToday(nowMs).day,
  };
}

export type ClaimInput = { userId: number; guest: boolean; taskId: number; nowMs: number };

/**
 * Gives a finished task's reward once in its period: 4040 for an unknown or withdrawn task,
 * 4030 for a guest, 4000 when not finished or claimed already.
 */
export async function claimTask(db: Db, input: ClaimInput): Promise<TaskClaimed> {
  const { userId, nowMs } = input;
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    // Shared: the console's task save (FOR UPDATE) waits for this claim, or this claim reads the
    // saved task; a claim is never made under a period the task no longer has.
    const [row] = await tx
      .select()
      .from(tasks)
      .where(and(eq(tasks.id, input.taskId), eq(tasks.enabled, true)))
      .for('share');
    if (!row) throw notFound(TIP_TASK_NOT_FOUND);
    // A guest sees their progress, but only an account is rewarded (the tab offers 登录领取).
    if (input.guest) throw forbidden(TIP_TASK_GUEST, `usertask: guest ${userId}`);
    const progress = await taskProgress(tx, userId, nowMs);
    const task = userTaskOf(
      row,
      progress,
      isClaimed(await claimedNow(tx, userId, nowMs), row, nowMs),
    );
    const tip = taskClaimProblem(task, false);
    if (tip) throw badInput(tip, `usertask: ${row.id} ${task.state}`);
    const [claim] = await tx
      .insert(taskClaims)
      .values({
        userId,
        taskId: row.id,
        periodKey: taskPeriodKey(row.period, nowMs),
        reward: row.reward,
        claimedAt: new Date(nowMs),
      })
      .onConflictDoNothing()
      .returning({ id: taskClaims.id });
    // Only if something raced past the lock: the unique index answers like the check above.
    if (!claim) throw badInput(taskClaimProblem({ ...task, state: 'claimed' }, false));
    const change = { userId, price: row.reward, reason: 'task' as const, refId: claim.id, nowMs };
    const diamonds = await creditDiamonds(tx, change);
    return {
      task: { ...task, state: 'claimed' as const },
      reward: row.reward,
      diamonds,
      ...(await checkinOf(tx, userId, nowMs)),
    };
  });
}

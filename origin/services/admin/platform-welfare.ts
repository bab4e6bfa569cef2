// The console's recommended apps and welfare tasks (docs/admin-api.md "Platform"): what apps/list
// and usertask/list serve. A claim copies its reward (task_claims.reward), so a new reward never
// rewrites one given; a task's kind and period decide which claims count, so they are fixed once
// it has any, and a claimed task is switched off rather than deleted (its claims keep it).
import { asc, count, eq, sql } from 'drizzle-orm';

import { TIP_TASK_HAS_CLAIMS, TIP_TASK_LOCKED } from '@/lib/domain/admin/platform';
import type { AppRow, TaskRow } from '@/lib/protocol/shapes/admin/platform';

import type { Db } from '../../db/client';
import { apps, taskClaims, tasks } from '../../db/schema/welfare';
import { badInput } from '../../http/envelope';
import { auditedChange, found, type PlatformActor, type PlatformDeps } from './platform-audit';

/** The icons the seed draws for apps (/icons/app-1.png … app-6.png). */
export const APP_ICONS = Array.from({ length: 6 }, (_, i) => `/icons/app-${i + 1}.png`);

const appColumns = {
  id: apps.id,
  name: apps.name,
  icon: apps.icon,
  description: apps.description,
  url: apps.url,
  sort: apps.sort,
  enabled: apps.enabled,
  clickCount: apps.clickCount,
};

export function listAppRows(db: Db, id?: number): Promise<AppRow[]> {
  return db
    .select(appColumns)
    .from(apps)
    .where(id === undefined ? undefined : eq(apps.id, id))
    .orderBy(asc(apps.sort), asc(apps.id));
}

export type AppFields = Omit<AppRow, 'id' | 'clickCount'>;

export function saveApp(
  deps: PlatformDeps,
  actor: PlatformActor,
  id: number | undefined,
  fields: AppFields,
): Promise<AppRow> {
  return auditedChange(deps, actor, 'app.save', async (tx) => {
    const [before] = id === undefined ? [] : await listAppRows(tx, id);
    if (id !== undefined) found(before);
    if (fields.icon !== before?.icon && !APP_ICONS.includes(fields.icon))
      throw badInput('请从列表中选择图标');
    const [row] =
      id === undefined
        ? await tx
            .insert(apps)
            .values({ ...fields, createdAt: new Date(deps.now()) })
            .returning(appColumns)
        : await tx.update(apps).set(fields).where(eq(apps.id, id)).returning(appColumns);
    return { target: `app:${row!.id}`, before, after: row, result: row! };
  });
}

export function deleteApp(deps: PlatformDeps, actor: PlatformActor, id: number) {
  return auditedChange(deps, actor, 'app.delete', async (tx) => {
    const [row] = await tx.delete(apps).where(eq(apps.id, id)).returning(appColumns);
    return { target: `app:${id}`, before: found(row), result: { id } };
  });
}

// Qualified by hand: inside sql`` drizzle writes a bare "id", which the subquery reads as
// task_claims.id.
const claimCount = sql<number>`(select count(*)::int from ${taskClaims} where ${taskClaims}.task_id = ${tasks}.id)`;

const taskColumns = {
  id: tasks.id,
  kind: tasks.kind,
  period: tasks.period,
  title: tasks.title,
  description: tasks.description,
  goal: tasks.goal,
  reward: tasks.reward,
  link: tasks.link,
  sort: tasks.sort,
  enabled: tasks.enabled,
  claims: claimCount,
};

export function listTaskRows(db: Db, id?: number): Promise<TaskRow[]> {
  return db
    .select(taskColumns)
    .from(tasks)
    .where(id === undefined ? undefined : eq(tasks.id, id))
    .orderBy(asc(tasks.sort), asc(tasks.id));
}

export type TaskFields = Omit<TaskRow, 'id' | 'claims'>;

/** The task row locked for this transaction (a claim waits for it), or 4040. */
async function lockedTask(tx: Db, id: number): Promise<TaskRow> {
  await tx.select({ id: tasks.id }).from(tasks).where(eq(tasks.id, id)).for('update');
  const [row] = await listTaskRows(tx, id);
  return found(row);
}

/** The next task id: ids are not generated (the seed's are stable), so creates take turns. */
async function nextTaskId(tx: Db): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('tasks.create'))`);
  const [row] = await tx
    .select({ max: sql<number>`coalesce(max(${tasks.id}), 0)::int` })
    .from(tasks);
  return (row?.max ?? 0) + 1;
}

export function saveTask(
  deps: PlatformDeps,
  actor: PlatformActor,
  id: number | undefined,
  fields: TaskFields,
): Promise<TaskRow> {
  return auditedChange(deps, actor, 'task.save', async (tx) => {
    let before: TaskRow | undefined;
    let savedId: number;
    if (id === undefined) {
      savedId = await nextTaskId(tx);
      await tx.insert(tasks).values({ ...fields, id: savedId, createdAt: new Date(deps.now()) });
    } else {
      before = await lockedTask(tx, id);
      const reshaped = before.kind !== fields.kind || before.period !== fields.period;
      if (reshaped && before.claims > 0) throw badInput(TIP_TASK_LOCKED);
      await tx.update(tasks).set(fields).where(eq(tasks.id, id));
      savedId = id;
    }
    const [after] = await listTaskRows(tx, savedId);
    return { target: `task:${savedId}`, before, after, result: after! };
  });
}

export function deleteTask(deps: PlatformDeps, actor: PlatformActor, id: number) {
  return auditedChange(deps, actor, 'task.delete', async (tx) => {
    const before = await lockedTask(tx, id);
    const [claims] = await tx
      .select({ n: count() })
      .from(taskClaims)
      .where(eq(taskClaims.taskId, id));
    if ((claims?.n ?? 0) > 0) throw badInput(TIP_TASK_HAS_CLAIMS);
    await tx.delete(tasks).where(eq(tasks.id, id));
    return { target: `task:${id}`, before, result: { id } };
  });
}

'use client';
// WelfareTask (§2): the daily and one-off tasks with their progress, reward and the one button
// the task's state allows (lib/domain/welfare/welfare taskButton): 签到/领取, 去完成, 登录领取 or done.
import type { ComponentType, SVGProps } from 'react';

import { PostIcon } from '@/components/icons/mine-icons';
import { ClockIcon } from '@/components/icons/video-icons';
import {
  CheckinIcon,
  CommentIcon,
  FilmIcon,
  InviteIcon,
  PhoneIcon,
} from '@/components/icons/welfare-icons';
import { IntentLink } from '@/components/ui/intent-link';
import { Skeleton, skeletonArea } from '@/components/ui/skeleton';
import type { UserTask } from '@/lib/api/welfare/tasks';
import { formatDiamond } from '@/lib/domain/platform/format';
import { taskButton, taskProgressText, type TaskKind } from '@/lib/domain/welfare/welfare';

import styles from './welfare-screen.module.css';

const ICONS: Record<TaskKind, ComponentType<SVGProps<SVGSVGElement>>> = {
  checkin: CheckinIcon,
  watch: FilmIcon,
  online: ClockIcon,
  comment: CommentIcon,
  bindPhone: PhoneIcon,
  firstPost: PostIcon,
  invite: InviteIcon,
};

export const LOGIN_PATH = '/mine/login';

export interface TaskRowProps {
  task: UserTask;
  guest: boolean;
  /** This task's claim is on its way. */
  claiming: boolean;
  onClaim: (task: UserTask) => void;
}

function TaskAction({ task, guest, claiming, onClaim }: TaskRowProps) {
  const button = taskButton(task, guest);
  const label = `${task.title}：${button.text}`;
  if (button.action === 'go' || button.action === 'login') {
    const href = button.action === 'go' ? task.link : LOGIN_PATH;
    return (
      <IntentLink href={href} className={styles.action} aria-label={label}>
        {button.text}
      </IntentLink>
    );
  }
  if (button.action === 'claim') {
    return (
      <button
        type="button"
        className={`${styles.action} ${styles.claim}`}
        aria-label={label}
        aria-disabled={claiming || undefined}
        onClick={() => {
          if (!claiming) onClaim(task);
        }}
      >
        {claiming ? '领取中…' : button.text}
      </button>
    );
  }
  return (
    <span className={`${styles.action} ${styles.done}`} aria-label={label}>
      {button.text}
    </span>
  );
}

export function TaskRow(props: TaskRowProps) {
  const { task } = props;
  const Icon = ICONS[task.kind];
  const counted = task.goal > 1 && task.state === 'todo';
  return (
    <li className={styles.task} data-state={task.state} aria-label={task.title}>
      <span className={styles.taskIcon}>
        <Icon />
      </span>
      <div className={styles.taskText}>
        <p className={styles.taskTitle}>
          {task.title}
          <span className={styles.reward}>+{formatDiamond(task.reward)}钻石</span>
        </p>
        <p className={styles.taskNote}>{task.description}</p>
        {counted && (
          <span className={styles.progress}>
            <progress
              className={styles.bar}
              value={Math.min(task.progress, task.goal)}
              max={task.goal}
              aria-label={`${task.title}进度`}
            />
            <span>{taskProgressText(task.kind, task.progress, task.goal)}</span>
          </span>
        )}
      </div>
      <TaskAction {...props} />
    </li>
  );
}

export interface TaskGroupProps {
  title: string;
  tasks: readonly UserTask[];
  guest: boolean;
  claimingId: number | null;
  onClaim: (task: UserTask) => void;
}

export function TaskGroup({ title, tasks, guest, claimingId, onClaim }: TaskGroupProps) {
  if (tasks.length === 0) return null;
  const id = `welfare-${title}`;
  return (
    <section className={styles.group} aria-labelledby={id}>
      <h2 id={id} className={styles.groupTitle}>
        {title}
      </h2>
      <ul className={styles.tasks}>
        {tasks.map((task) => (
          <TaskRow
            key={task.id}
            task={task}
            guest={guest}
            claiming={claimingId === task.id}
            onClaim={onClaim}
          />
        ))}
      </ul>
    </section>
  );
}

/**
 * The groups' shape while the list loads: the same headings and rows of the same height as the
 * seeded tasks (4 daily, 3 one-off), so nothing below moves when they arrive.
 */
export function TaskGroupsSkeleton() {
  return (
    <div className={skeletonArea()} role="status" aria-label="加载中">
      {(
        [
          ['每日任务', 4],
          ['新手任务', 3],
        ] as const
      ).map(([title, rows]) => (
        <section key={title} className={styles.group} aria-hidden="true">
          <h2 className={styles.groupTitle}>{title}</h2>
          <ul className={styles.tasks}>
            {Array.from({ length: rows }, (_, i) => (
              <li key={i} className={styles.task}>
                <Skeleton circle width={40} height={40} />
                <span className={styles.taskText}>
                  <Skeleton width="50%" height={15} />
                  <Skeleton width="70%" height={12} />
                </span>
                <Skeleton width={72} height={32} radius={16} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

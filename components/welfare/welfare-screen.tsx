'use client';
// The 福利 tab (§2 /welfare, parts WelfareTask and AppsList): the wallet, the check-in streak and week,
// the daily and one-off tasks that give diamonds (usertask), the way to the 兑换中心, and the
// operator's recommended apps. Guests see their progress; claiming needs an account, and the
// button says so (docs/welfare-api.md).
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { GiftIcon } from '@/components/icons/welfare-icons';
import { TabScreen } from '@/components/shell/tab-screen';
import { ErrorState } from '@/components/ui/error-state';
import { IntentLink } from '@/components/ui/intent-link';
import { failureText } from '@/lib/api/failure-text';
import { useOnlineTimeFlush } from '@/lib/api/account/online-time';
import { useCurrentUser } from '@/lib/api/account/user';
import {
  appsQuery,
  useClaimTask,
  userTasksQuery,
  welfareKeys,
  type UserTask,
  type UserTaskList,
} from '@/lib/api/welfare/tasks';
import { formatDiamond } from '@/lib/domain/platform/format';
import { userCardView } from '@/lib/domain/account/user-card';
import { msUntilNextDay } from '@/lib/domain/welfare/welfare';
import { showToast } from '@/lib/shell/toast-bridge';

import { AppsList, AppsListSkeleton } from './apps-list';
import styles from './welfare-screen.module.css';
import { LOGIN_PATH, TaskGroup, TaskGroupsSkeleton } from './welfare-tasks';
import { CheckinWeek } from './welfare-week';

const CLAIM_FAILED = '领取失败，请稍后重试';

/** The daily tasks start over at midnight in Shanghai: the list is asked again then. */
function useNewDayRefresh() {
  const client = useQueryClient();
  useEffect(() => {
    // A hidden kept-alive tab has no timer (its effects are cleaned up); showing it refetches.
    const timer = setTimeout(
      () => void client.invalidateQueries({ queryKey: welfareKeys.tasks() }),
      msUntilNextDay(Date.now()) + 1000,
    );
    return () => clearTimeout(timer);
  }, [client]);
}

function Summary({
  tasks,
  guest,
  diamond,
}: {
  tasks: UserTaskList | undefined;
  guest: boolean;
  diamond: string | null;
}) {
  return (
    <section className={styles.summary} aria-label="我的福利">
      <p className={styles.lead}>
        <strong>做任务，领钻石</strong>
        每天签到、看片、评论都能领钻石，钻石可解锁付费影片和帖子
      </p>
      <dl className={styles.stats}>
        <div>
          <dt>我的钻石</dt>
          <dd>{diamond ?? '—'}</dd>
        </div>
        <div>
          <dt>连续签到</dt>
          <dd>{tasks ? `${tasks.checkinStreak}天` : '—'}</dd>
        </div>
      </dl>
      <IntentLink href="/welfare/exchange" className={styles.exchange}>
        <GiftIcon />
        兑换中心
      </IntentLink>
      <CheckinWeek week={tasks?.checkinWeek} />
      {/* One line either way, so the card keeps its height when the stored user shows. */}
      <p className={styles.guestNote}>
        {guest ? (
          <>
            完成任务可领取钻石，
            <IntentLink href={LOGIN_PATH} className={styles.inlineLink}>
              登录
            </IntentLink>
            后即可领取
          </>
        ) : (
          '完成任务后点“领取”，钻石即时到账'
        )}
      </p>
    </section>
  );
}

function Tasks({ guest }: { guest: boolean }) {
  const tasks = useQuery(userTasksQuery());
  const claim = useClaimTask();
  if (tasks.isPending) return <TaskGroupsSkeleton />;
  if (tasks.isError && !tasks.data) {
    return <ErrorState error={tasks.error} onRetry={() => void tasks.refetch()} />;
  }
  const onClaim = (task: UserTask) =>
    claim.mutate(task.id, {
      onSuccess: (claimed) => {
        const verb = claimed.task.kind === 'checkin' ? '签到成功' : '领取成功';
        showToast(`${verb}，获得${formatDiamond(claimed.reward)}钻石`);
      },
      onError: (failure) => showToast(failureText(failure, CLAIM_FAILED)),
    });
  const claimingId = claim.isPending ? claim.variables : null;
  const common = { guest, claimingId, onClaim };
  return (
    <>
      <TaskGroup
        title="每日任务"
        tasks={tasks.data.list.filter((t) => t.period === 'daily')}
        {...common}
      />
      <TaskGroup
        title="新手任务"
        tasks={tasks.data.list.filter((t) => t.period === 'once')}
        {...common}
      />
    </>
  );
}

function Apps() {
  const apps = useQuery(appsQuery());
  if (apps.isError && !apps.data) {
    return <ErrorState variant="inline" error={apps.error} onRetry={() => void apps.refetch()} />;
  }
  if (apps.isPending) return <AppsListSkeleton />;
  return <AppsList apps={apps.data.list} />;
}

/** A landing on 福利: its lists are asked for the moment the session exists (kept-alive.tsx). */
export function prefetchWelfareScreen(client: QueryClient): void {
  void client.prefetchQuery(userTasksQuery());
  void client.prefetchQuery(appsQuery());
}

export function WelfareScreen() {
  const { user } = useCurrentUser();
  const view = userCardView(user);
  const guest = view?.isGuest ?? true;
  const tasks = useQuery(userTasksQuery());
  useNewDayRefresh();
  // The online task shows the time up to now, not up to the last minute's report.
  useOnlineTimeFlush();
  return (
    <TabScreen title="福利">
      <Summary tasks={tasks.data} guest={guest} diamond={view?.diamond ?? null} />
      <Tasks guest={guest} />
      <Apps />
      <p className={styles.rules}>
        每日任务在每天0点（北京时间）重置；新手任务每位用户限领一次。钻石即时到账，可用于解锁影片和帖子。
      </p>
    </TabScreen>
  );
}

'use client';
// The 福利 tab (§2 /welfare, parts WelfareTask and AppsList): the wallet, the check-in streak and week,
// the daily and one-off tasks that give diamonds (usertask), the way to the 兑换中心, and the
// operator's recommended apps. Guests see their progress; claiming needs an account, and the
// button says so (docs/welfare-api.md).
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { TabScreen } from '@/components/shell/tab-screen';
import { ErrorState } from '@/components/ui/error-state';
import { failureText } from '@/lib/api/failure-text';
import { useOnlineTimeFlush } from '@/lib/api/account/online-time';
import { useCurrentUser } from '@/lib/api/account/user';
import {
  appsQuery,
  useClaimTask,
  userTasksQuery,
  welfareKeys,
  type UserTask,
} from '@/lib/api/welfare/tasks';
import { formatDiamond } from '@/lib/domain/platform/format';
import { userCardView } from '@/lib/domain/account/user-card';
import { msUntilNextDay } from '@/lib/domain/welfare/welfare';
import { showToast } from '@/lib/shell/toast-bridge';
import { useHydratedValue } from '@/lib/shell/use-hydrated';

import { AppsList, AppsListSkeleton } from './apps-list';
import styles from './welfare-screen.module.css';
import { WelfareSummary } from './welfare-summary';
import { TaskGroup, TaskGroupsSkeleton } from './welfare-tasks';

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

function Tasks({ guest }: { guest: boolean }) {
  const tasks = useQuery(userTasksQuery());
  const claim = useClaimTask();
  // The launch frame's markup (its skeleton) stays while hydrating, whatever came meanwhile.
  const data = useHydratedValue(tasks.data, undefined);
  const failed = useHydratedValue(tasks.isError, false);
  if (!data) {
    if (failed) return <ErrorState error={tasks.error} onRetry={() => void tasks.refetch()} />;
    return <TaskGroupsSkeleton />;
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
        tasks={data.list.filter((t) => t.period === 'daily')}
        {...common}
      />
      <TaskGroup
        title="新手任务"
        tasks={data.list.filter((t) => t.period === 'once')}
        {...common}
      />
    </>
  );
}

function Apps() {
  const apps = useQuery(appsQuery());
  const data = useHydratedValue(apps.data, undefined);
  const failed = useHydratedValue(apps.isError, false);
  if (data) return <AppsList apps={data.list} />;
  if (failed) {
    return <ErrorState variant="inline" error={apps.error} onRetry={() => void apps.refetch()} />;
  }
  return <AppsListSkeleton />;
}

/** A landing on 福利: its lists are asked for the moment the session exists (kept-alive.tsx). */
export function prefetchWelfareScreen(client: QueryClient): void {
  void client.prefetchQuery(userTasksQuery());
  void client.prefetchQuery(appsQuery());
}

/**
 * A launch frame (lib/domain/platform/launch-frame): the server renders it before the session
 * exists, so what only the browser knows (the stored user, an answer already in) shows once
 * React has adopted the server's markup.
 */
export function WelfareScreen() {
  const { user } = useCurrentUser();
  const view = userCardView(useHydratedValue(user, null));
  const guest = view?.isGuest ?? true;
  const tasks = useQuery(userTasksQuery());
  const tasksData = useHydratedValue(tasks.data, undefined);
  useNewDayRefresh();
  // The online task shows the time up to now, not up to the last minute's report.
  useOnlineTimeFlush();
  return (
    <TabScreen title="福利">
      <WelfareSummary tasks={tasksData} guest={guest} diamond={view?.diamond ?? null} />
      <Tasks guest={guest} />
      <Apps />
      <p className={styles.rules}>
        每日任务在每天0点（北京时间）重置；新手任务每位用户限领一次。钻石即时到账，可用于解锁影片和帖子。
      </p>
    </TabScreen>
  );
}

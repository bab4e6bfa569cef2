'use client';
// React Query options and the mutation of the 福利 tab (usertask, apps; docs/welfare-api.md). A
// claimed task changes the wallet: the answer's balance shows at once, and user info is asked again.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';

import { applyWalletAtom } from '@/lib/state/session-atoms';

import type { TaskClaimed, UserTaskList } from '@/lib/protocol/shapes/welfare/tasks';

import { api } from '../client';

export type {
  AppItem,
  TaskClaimed,
  UserTask,
  UserTaskList,
} from '@/lib/protocol/shapes/welfare/tasks';

export const welfareKeys = {
  tasks: () => ['welfare', 'tasks'] as const,
  apps: () => ['welfare', 'apps'] as const,
};

/**
 * Progress moves while the user is elsewhere in the app: asked again when the tab shows, unless
 * the list is only seconds old (the landing prefetch's answer is used as it is).
 */
export const userTasksQuery = () =>
  queryOptions({
    queryKey: welfareKeys.tasks(),
    queryFn: ({ signal }) => api.post('usertask/list', {}, { signal }),
    staleTime: 10_000,
  });

export const appsQuery = () =>
  queryOptions({
    queryKey: welfareKeys.apps(),
    queryFn: ({ signal }) => api.post('apps/list', {}, { signal }),
  });

/** The list with a claimed task (and the streak and week) written in, as the origin now has it. */
export function withClaim(list: UserTaskList | undefined, claimed: TaskClaimed) {
  if (!list) return list;
  return {
    ...list,
    checkinStreak: claimed.checkinStreak,
    checkinWeek: claimed.checkinWeek,
    list: list.list.map((task) => (task.id === claimed.task.id ? claimed.task : task)),
  };
}

export function useClaimTask() {
  const client = useQueryClient();
  const applyWallet = useSetAtom(applyWalletAtom);
  return useMutation({
    mutationFn: (id: number): Promise<TaskClaimed> => api.post('usertask/get', { id }),
    onSuccess: (claimed) => {
      applyWallet({ diamonds: claimed.diamonds });
      client.setQueryData<UserTaskList>(welfareKeys.tasks(), (list) => withClaim(list, claimed));
      void client.invalidateQueries({ queryKey: ['user'] });
    },
    // A refusal (claimed on another device, the day turned): the list is read again.
    onError: () => void client.invalidateQueries({ queryKey: welfareKeys.tasks() }),
  });
}

/** Counts a tap on a recommended app; the app opens whatever this answers. */
export function recordAppClick(id: number): void {
  api.post('apps/click', { id }).catch(() => {
    // The count is the operator's; a lost one must not bother the user.
  });
}

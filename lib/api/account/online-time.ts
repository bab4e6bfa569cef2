'use client';
// The tab's online-time reports (lib/shell/online-time-reporter.ts) wired to the API and the
// caches: each answer's totals go into the user's cached info, and the 福利 list (its online task)
// and the points (等级积分, 积分兑换) are asked again. Screens that show online time flush first.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import type { OnlineTime, OwnUser } from '@/lib/protocol/shapes/account/login';
import { startOnlineReporter, type OnlineReporter } from '@/lib/shell/online-time-reporter';

import { postKeepalive } from '../keepalive-post';
import { pointsKeys } from '../welfare/points';
import { welfareKeys } from '../welfare/tasks';
import { ownUserQuery } from './center';

/** The tab's one reporter, while the providers are mounted. */
let current: OnlineReporter | null = null;

function applyOnlineTime(client: QueryClient, totals: OnlineTime): void {
  client.setQueryData<OwnUser>(ownUserQuery().queryKey, (user) =>
    user ? { ...user, onlineSeconds: Math.max(user.onlineSeconds, totals.totalSeconds) } : user,
  );
  void client.invalidateQueries({ queryKey: welfareKeys.tasks() });
  // Points are earned by online time (lib/domain/welfare/points.ts): the exchange's balance moves too.
  void client.invalidateQueries({ queryKey: pointsKeys.goods() });
}

/** Starts the tab's reporter (once, in the providers); stops it with them. */
export function useOnlineTimeReporter(): void {
  const client = useQueryClient();
  useEffect(() => {
    const reporter = startOnlineReporter({
      doc: document,
      win: window,
      now: Date.now,
      send: async (seconds) => {
        const answer = await postKeepalive('user/online/time', { seconds });
        if (answer === null) return false;
        if (answer.code === 200) applyOnlineTime(client, answer.data as OnlineTime);
        return true;
      },
    });
    current = reporter;
    return () => {
      reporter.stop();
      if (current === reporter) current = null;
    };
  }, [client]);
}

/** A screen that shows online time (福利, 等级积分) reports what is due when it shows. */
export function useOnlineTimeFlush(): void {
  useEffect(() => {
    void current?.flush();
  }, []);
}

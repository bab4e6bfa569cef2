'use client';
// Keeps the tab's ping/config copy at most about 55 s old while the page is visible
// (lib/domain/shell/config-refresh.ts): the banners, ads and notices an operator saves reach a
// tab that stays open. Quiet on failure: the copy in hand stays and the next check tries again.
import { useStore } from 'jotai';
import { useEffect } from 'react';

import { CONFIG_CHECK_MS, configDue, configReadAt } from '@/lib/domain/shell/config-refresh';
import { configAtom } from '@/lib/state/app-atoms';

import { refreshConfig } from './bootstrap';
import { api } from './client';

export function useConfigRefresh(active: boolean): void {
  const store = useStore();
  useEffect(() => {
    if (!active) return;
    let readAt = configReadAt(store.get(configAtom)?.serverTime, Date.now());
    let running = false;
    const check = () => {
      if (running || document.visibilityState !== 'visible' || !configDue(readAt, Date.now()))
        return;
      running = true;
      refreshConfig({ store, api })
        .then(() => {
          readAt = Date.now();
        })
        .catch(() => undefined)
        .finally(() => {
          running = false;
        });
    };
    const timer = setInterval(check, CONFIG_CHECK_MS);
    document.addEventListener('visibilitychange', check);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, [active, store]);
}

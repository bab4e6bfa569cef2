'use client';
// The bootstrap as React sees it: runs once the page is in the browser, re-runs when the
// token or the config goes missing (a logout, another tab), and decides what the gate shows.
import { useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect, useState } from 'react';

import { configAtom } from '@/lib/state/app-atoms';
import {
  bootStateAtom,
  reloadingAtom,
  sessionFailureAtom,
  type BootFailure,
} from '@/lib/state/boot-atoms';
import { readLaunchParams, type LaunchParams } from '@/lib/domain/platform/launch-params';
import { tokenAtom } from '@/lib/state/session-atoms';

import { rememberLaunch, startBootstrap } from './bootstrap';
import { api } from './client';
import { useConfigRefresh } from './use-config-refresh';

export type BootView =
  { view: 'splash' } | { view: 'ready' } | { view: 'failed'; failure: BootFailure };

function currentLaunchParams(): LaunchParams {
  return readLaunchParams(new URLSearchParams(window.location.search));
}

/** Stores whose first-render start has happened: at most once per page, see below. */
const startedInRender = new WeakSet<ReturnType<typeof useStore>>();

/**
 * §2 steps 2–5 begin in the first render in the browser (the hydration pass), not in an effect
 * after it: the login is then on the wire while React hydrates. Once per store, whatever React
 * does with that render: it runs a `useState` initializer again for every attempt it discards
 * before the first commit (StrictMode; cold loads where the first render was retried dozens of
 * times, docs/session-bootstrap.md), and an attempt after the login used to start a second run,
 * writing the boot state back to 'running'. Later runs (a lost session, 重试) come from the
 * effect and `retry` below.
 */
function startOnFirstRender(store: ReturnType<typeof useStore>): true {
  if (typeof window !== 'undefined' && !startedInRender.has(store)) {
    startedInRender.add(store);
    // §2 order: flags and channel first, so the very first call already carries them.
    const params = currentLaunchParams();
    rememberLaunch(store, params);
    void startBootstrap({ store, api }, params);
  }
  return true;
}

export function useBootstrap(): BootView & { retry: () => void } {
  const store = useStore();
  useState(() => startOnFirstRender(store));
  const state = useAtomValue(bootStateAtom);
  const sessionFailure = useAtomValue(sessionFailureAtom);
  const reloading = useAtomValue(reloadingAtom);
  const token = useAtomValue(tokenAtom);
  const config = useAtomValue(configAtom);

  const missing = token === null || config === null;
  useConfigRefresh(state.status === 'ready' && !missing);
  useEffect(() => {
    // A later loss (logout, another tab) is handled like the first visit; never during a reload.
    if (state.status === 'ready' && missing && !reloading) {
      void startBootstrap({ store, api }, currentLaunchParams());
    }
  }, [state.status, missing, reloading, store]);

  const retry = useCallback(() => {
    if (store.get(sessionFailureAtom)) {
      // The session broke twice in a row: only a fresh page load is a clean start.
      window.location.reload();
      return;
    }
    void startBootstrap({ store, api }, currentLaunchParams());
  }, [store]);

  if (sessionFailure) return { view: 'failed', failure: sessionFailure, retry };
  if (state.status === 'failed') return { view: 'failed', failure: state.failure, retry };
  if (state.status === 'ready' && !missing && !reloading) return { view: 'ready', retry };
  return { view: 'splash', retry };
}

'use client';
// The shell's half of offline navigation (offline-navigation.ts): while offline, taps on in-app
// links are held by the window's click guard; once the network is back, the last target held
// opens, once. Returns whether the app is online.
import { useRouter } from 'next/navigation';
import { useOffline as useRouterOffline } from 'next/offline';
import { useEffect } from 'react';

import { onlineStatus } from '@/lib/shell/online-status';
import { useOnline } from '@/lib/shell/use-online';

import { installOfflineLinkGuard, takeHeldNavigation } from './offline-navigation';

export function useOfflineNavigation(): boolean {
  const router = useRouter();
  const online = useOnline();
  // A navigation that started online and then found no network waits in Next's router
  // (experimental.useOffline): its detection is evidence for the bar too. Its return to online
  // needs no bridge: our probe sees the same server come back.
  const routerOffline = useRouterOffline();
  useEffect(() => {
    if (routerOffline) onlineStatus.reportRouterOffline();
  }, [routerOffline]);
  useEffect(() => installOfflineLinkGuard(window), []);
  useEffect(() => {
    if (!online) return;
    const target = takeHeldNavigation();
    if (target !== null) router.push(target);
  }, [online, router]);
  return online;
}

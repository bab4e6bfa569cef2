'use client';
// The tab's online state for React (lib/shell/online-status.ts). The server, and the hydration
// pass, render online: a page is only ever loaded with a network.
import { useSyncExternalStore } from 'react';

import { onlineStatus } from './online-status';

const serverSnapshot = () => true;

export function useOnline(): boolean {
  return useSyncExternalStore(onlineStatus.subscribe, onlineStatus.getSnapshot, serverSnapshot);
}

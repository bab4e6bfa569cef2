'use client';
// Mounts the tab's online-time reporter (lib/api/account/online-time.ts): renders nothing.
import { useOnlineTimeReporter } from '@/lib/api/account/online-time';

export function OnlineTimeReporter() {
  useOnlineTimeReporter();
  return null;
}

'use client';
// The unread message count (message/latest) for the mine menu's and the tab bar's badges; 0
// until it is known or while there is no session. Asked once the first screen has had an idle
// moment: a badge is not what a first visit waits for (issue 23 step 3).
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';

import { useIdleReady } from '@/lib/shell/use-idle-ready';
import { isSignedInAtom } from '@/lib/state/session-atoms';

import { latestMessagesQuery } from './center';

export function useUnreadMessages(): number {
  const signedIn = useAtomValue(isSignedInAtom);
  const idle = useIdleReady();
  const latest = useQuery({ ...latestMessagesQuery(), enabled: signedIn && idle });
  return latest.data?.unread ?? 0;
}

'use client';
// The unread message count (message/latest) for the mine menu's badge; 0 until it is known or
// while there is no session.
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';

import { isSignedInAtom } from '@/lib/state/session-atoms';

import { latestMessagesQuery } from './center';

export function useUnreadMessages(): number {
  const signedIn = useAtomValue(isSignedInAtom);
  const latest = useQuery({ ...latestMessagesQuery(), enabled: signedIn });
  return latest.data?.unread ?? 0;
}

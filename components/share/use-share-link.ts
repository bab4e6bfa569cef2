'use client';
// The share link of a subject for this user: their invite code (asked for once the sheet opens;
// a guest's is '' and the link goes without it) and the channel they came in on.
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';

import { inviteIncomeQuery } from '@/lib/api/account/center';
import { normaliseInviteCode } from '@/lib/domain/account/invite';
import { shareLink, type ShareSubject } from '@/lib/domain/share/link';
import { channelAtom } from '@/lib/state/channel-atoms';

export interface ShareLink {
  link: string;
  /** The sharer's code in the link, or '' (a guest, or the code could not be had). */
  inviteCode: string;
  /** False while the code is still being asked for: a link made now would lack it. */
  ready: boolean;
}

export function useShareLink(subject: ShareSubject, enabled: boolean): ShareLink {
  const channel = useAtomValue(channelAtom);
  const income = useQuery({ ...inviteIncomeQuery(), enabled });
  // A failed ask shares without the code rather than not at all.
  const inviteCode = normaliseInviteCode(income.data?.inviteCode) ?? '';
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return {
    link: origin ? shareLink({ origin, subject, inviteCode, channel }) : '',
    inviteCode,
    ready: origin !== '' && !income.isPending,
  };
}

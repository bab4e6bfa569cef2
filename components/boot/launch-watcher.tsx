'use client';
// §2 runs "before every navigation": a client-side navigation to a link that carries
// launch flags (an ad inside the app, say) records them too, not only the first page load.
// A shared link's inviter code (docs/share.md) is kept for a later registration.
import { useStore } from 'jotai';
import { useSearchParams } from 'next/navigation';
import { useEffect } from 'react';

import { rememberLaunch } from '@/lib/api/bootstrap';
import { inviteCodeFromQuery } from '@/lib/domain/account/invite';
import { hasLaunchParams, readLaunchParams } from '@/lib/domain/platform/launch-params';
import { pendingInviteAtom } from '@/lib/state/pending-invite-atoms';

export function LaunchWatcher() {
  const store = useStore();
  const search = useSearchParams();
  const query = search.toString();
  useEffect(() => {
    const params = readLaunchParams(new URLSearchParams(query));
    if (hasLaunchParams(params)) rememberLaunch(store, params);
    const inviter = inviteCodeFromQuery(new URLSearchParams(query));
    if (inviter !== null) store.set(pendingInviteAtom, inviter);
  }, [query, store]);
  return null;
}

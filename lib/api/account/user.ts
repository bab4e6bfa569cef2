'use client';
// User info (§7 User info, payload userId) for the signed-in user, kept in the persisted store.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useEffect } from 'react';

import { isSessionUser, userAtom, type SessionUser } from '@/lib/state/session-atoms';

import { api } from '../client';

function userFrom(data: unknown): SessionUser | null {
  if (isSessionUser(data)) return data;
  const nested = (data as { user?: unknown; userInfo?: unknown } | null) ?? {};
  if (isSessionUser(nested.user)) return nested.user;
  return isSessionUser(nested.userInfo) ? nested.userInfo : null;
}

export function userInfoQuery(userId: SessionUser['id']) {
  return queryOptions({
    queryKey: ['user', 'info', userId] as const,
    queryFn: async ({ signal }) => userFrom(await api.post('user/info', { userId }, { signal })),
  });
}

/** The stored user, refreshed from the server (VIP may have changed since the login). */
export function useCurrentUser() {
  const [user, setUser] = useAtom(userAtom);
  const query = useQuery({ ...userInfoQuery(user?.id ?? 0), enabled: user !== null });
  const fresh = query.data;
  useEffect(() => {
    if (!fresh) return;
    // Same id only: an answer that arrives after a logout must not bring the old user back.
    setUser((current) =>
      current && String(current.id) === String(fresh.id)
        ? { ...current, ...fresh, token: current.token }
        : current,
    );
  }, [fresh, setUser]);
  return { user, query };
}

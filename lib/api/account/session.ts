'use client';
// Signing in and out from the browser: a login answer becomes the stored session (§4), and every
// cached answer of the previous user is dropped so no screen shows the other account's data.
import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom, useStore } from 'jotai';
import { useCallback } from 'react';

import type { OwnUser } from '@/lib/protocol/shapes/account/login';
import { clearAuthAtom, setSessionAtom, userAtom } from '@/lib/state/session-atoms';

import { api } from '../client';

/** Stores a login answer as the session and forgets what was cached for the previous user. */
export function useApplyLogin() {
  const setSession = useSetAtom(setSessionAtom);
  const queryClient = useQueryClient();
  return useCallback(
    (user: OwnUser) => {
      setSession({ token: user.token, user: user as never });
      queryClient.clear();
    },
    [setSession, queryClient],
  );
}

/**
 * Updates the stored user from an answer about the same session (a new name, avatar, phone):
 * the token stays the one the session has.
 */
export function useApplyOwnUser() {
  const store = useStore();
  const queryClient = useQueryClient();
  return useCallback(
    (user: OwnUser) => {
      const current = store.get(userAtom);
      if (!current || String(current.id) !== String(user.id)) return;
      store.set(userAtom, { ...current, ...user, token: current.token });
      void queryClient.invalidateQueries({ queryKey: ['user'] });
    },
    [store, queryClient],
  );
}

/**
 * Ends the session at the origin, then clears it here: the bootstrap notices the missing token
 * and signs the device in as a guest again (docs/session-bootstrap.md).
 */
export function useLogout() {
  const clearAuth = useSetAtom(clearAuthAtom);
  const queryClient = useQueryClient();
  return useCallback(async () => {
    // A failed logout call still signs out here: the token is forgotten either way.
    await api.post('user/logout', {}).catch(() => undefined);
    clearAuth();
    queryClient.clear();
  }, [clearAuth, queryClient]);
}

'use client';
// The user center's writes (docs/account-api.md): redeeming a friend's invitation code, clearing
// the watch history and sending feedback. The screens' lists are asked again as each answer says.
import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { CallOutput } from '@/lib/protocol/call-table';

import { api } from '../client';
import { AT_ONCE } from './at-once';
import { accountKeys } from './center';

/** Once per account, never one's own code; the invite income is asked again. */
export function useRedeemInvite() {
  const client = useQueryClient();
  return useMutation({
    ...AT_ONCE,
    mutationFn: (code: string): Promise<CallOutput<'user/invite/redeem'>> =>
      api.post('user/invite/redeem', { code: code.trim().toUpperCase() }),
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.inviteIncome() }),
  });
}

/** Empties the watch history; its list starts again from the first page. */
export function useClearHistory() {
  const client = useQueryClient();
  return useMutation({
    ...AT_ONCE,
    mutationFn: async (): Promise<void> => {
      await api.post('media/trackList', { clear: true });
    },
    onSuccess: () => client.resetQueries({ queryKey: accountKeys.videos('history') }),
  });
}

/** A feedback form (category, content, contact, pictures) as the screen built it. */
export function useSendFeedback() {
  return useMutation({
    ...AT_ONCE,
    mutationFn: async (form: FormData): Promise<void> => {
      await api.form('feedback/add', form);
    },
  });
}

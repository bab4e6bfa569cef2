'use client';
// The QR codes of the account (docs/account-api.md): a login QR a new device shows and polls, the
// scan that confirms it or logs in by a credentials card, and 重置凭证. The poll's two calls are
// plain functions: the panel runs them in one effect whose closure alone keeps the poll secret.
import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { OwnUser, QrPoll } from '@/lib/protocol/shapes/account/login';

import { api } from '../client';
import { AT_ONCE } from './at-once';
import { accountKeys } from './center';

/** A new login QR for this device (its answer carries the poll secret). */
export function createLoginQr(devID: string | undefined, signal: AbortSignal): Promise<QrPoll> {
  return api.post('user/qrcode/info', { devID }, { signal });
}

/** Where the login QR stands: pending, confirmed (with the user), expired or used. */
export function pollLoginQr(
  input: { code: string; pollSecret: string; devID: string | undefined },
  signal: AbortSignal,
): Promise<QrPoll> {
  return api.post('user/qrcode/info', input, { signal });
}

/** A scanned credentials card logs this device into its account; anything else is a failure. */
export function useCardLogin() {
  return useMutation({
    ...AT_ONCE,
    mutationFn: async (input: { code: string; devID: string | undefined }): Promise<OwnUser> => {
      const answer = await api.post('user/qrcode/info', input);
      if (answer.status !== 'confirmed') throw new Error('not confirmed');
      return answer.user;
    },
  });
}

/** This signed-in device confirms a new device's login QR. */
export function useConfirmQrLogin() {
  return useMutation({
    ...AT_ONCE,
    mutationFn: async (code: string): Promise<void> => {
      await api.post('user/qrcode', { code });
    },
  });
}

/** 重置凭证: every earlier card is void; the new card replaces the shown one. */
export function useRevokeCredentials() {
  const client = useQueryClient();
  return useMutation({
    ...AT_ONCE,
    mutationFn: () => api.post('user/qrcode', { revoke: true }),
    onSuccess: (next) => {
      client.setQueryData(accountKeys.card(), next);
    },
  });
}

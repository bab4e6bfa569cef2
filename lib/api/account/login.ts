'use client';
// Signing in from the login screens (docs/account-api.md): login/before for the account typed so
// far (is the picture captcha due, is this address paused; §8's per-address limits), the picture
// captcha, the SMS code, and the account, phone and register calls. The screens store the answer
// (useAfterLogin → useApplyLogin).
import { queryOptions, useMutation } from '@tanstack/react-query';

import type { CallInput } from '@/lib/protocol/call-table';
import type { OwnUser } from '@/lib/protocol/shapes/account/login';

import { api } from '../client';
import { AT_ONCE } from './at-once';
import { accountKeys } from './center';

const ACCOUNT_RE = /^[A-Za-z0-9_]{4,20}$/;

/** Asked only for a well-formed account; `round` asks again after a failure. */
export function loginBeforeQuery(account: string, deviceId: string | null, round: number) {
  const valid = ACCOUNT_RE.test(account);
  return queryOptions({
    queryKey: accountKeys.loginBefore(valid ? account.toLowerCase() : '', round),
    queryFn: ({ signal }) =>
      api.post(
        'login/before',
        { account, devID: deviceId ?? undefined },
        { signal, beforeSession: true },
      ),
    enabled: valid,
    staleTime: 30_000,
  });
}

/** A captcha answers once: `round` asks for a new one, and none is kept after the form. */
export function imageCaptchaQuery(wanted: boolean, round: number) {
  return queryOptions({
    queryKey: accountKeys.captcha(round),
    queryFn: async ({ signal }) => {
      const data = await api.post(
        'login/captcha',
        { kind: 'image' },
        { signal, beforeSession: true },
      );
      if (!('captchaId' in data)) throw new Error('no captcha');
      return data;
    },
    enabled: wanted,
    staleTime: 4 * 60_000,
    gcTime: 0,
  });
}

/** Sends an SMS code to a number or to the bound phone; the seconds before a resend may go. */
export function useSendSmsCode() {
  return useMutation({
    ...AT_ONCE,
    mutationFn: async (to: { phone: string } | { bound: true }): Promise<number> => {
      const sent = await api.post('login/captcha', to);
      return 'resendIn' in sent ? sent.resendIn : 60;
    },
  });
}

export function useAccountLogin() {
  return useMutation({
    ...AT_ONCE,
    mutationFn: (input: CallInput<'login/account/login'>): Promise<OwnUser> =>
      api.post('login/account/login', input),
  });
}

export function usePhoneLogin() {
  return useMutation({
    ...AT_ONCE,
    mutationFn: (input: CallInput<'login/phone'>): Promise<OwnUser> =>
      api.post('login/phone', input),
  });
}

/** Registering from a guest session turns that guest into the account. */
export function useRegister() {
  return useMutation({
    ...AT_ONCE,
    mutationFn: (input: CallInput<'login/account/register'>): Promise<OwnUser> =>
      api.post('login/account/register', input),
  });
}

'use client';
// login/before for the account typed so far: whether the picture captcha is due (§8's
// per-address limits, docs/origin.md "Login attempts") and whether this address is paused.
import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api/client';

const ACCOUNT_RE = /^[A-Za-z0-9_]{4,20}$/;

export function useLoginBefore(account: string, deviceId: string | null, round: number) {
  const valid = ACCOUNT_RE.test(account);
  return useQuery({
    queryKey: ['account', 'login-before', valid ? account.toLowerCase() : '', round],
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

export function useImageCaptcha(wanted: boolean, round: number) {
  return useQuery({
    queryKey: ['account', 'captcha', round],
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

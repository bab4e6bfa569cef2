'use client';
// login/before for the account typed so far: whether the picture captcha is due (§8's
// per-address limits, docs/origin.md "Login attempts") and whether this address is paused.
import { useQuery } from '@tanstack/react-query';

import { imageCaptchaQuery, loginBeforeQuery } from '@/lib/api/account/login';

export function useLoginBefore(account: string, deviceId: string | null, round: number) {
  return useQuery(loginBeforeQuery(account, deviceId, round));
}

export function useImageCaptcha(wanted: boolean, round: number) {
  return useQuery(imageCaptchaQuery(wanted, round));
}

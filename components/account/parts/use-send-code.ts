'use client';
// Sends an SMS code (login/captcha) and says so; resolves with the seconds before a resend may
// go, or null when sending failed (the toast says why).
import { useCallback } from 'react';

import { useToast } from '@/components/ui/toast';
import { errorText } from '@/components/ui/error-state';
import { useSendSmsCode } from '@/lib/api/account/login';

export function useSendCode() {
  const toast = useToast();
  const { mutateAsync: send } = useSendSmsCode();
  return useCallback(
    async (to: { phone: string } | { bound: true }): Promise<number | null> => {
      try {
        const resendIn = await send(to);
        toast.success('验证码已发送');
        return resendIn;
      } catch (error) {
        toast.error(errorText(error));
        return null;
      }
    },
    [toast, send],
  );
}

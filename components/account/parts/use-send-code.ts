'use client';
// Sends an SMS code (login/captcha) and says so; resolves with the seconds before a resend may
// go, or null when sending failed (the toast says why).
import { useCallback } from 'react';

import { useToast } from '@/components/ui/toast';
import { api } from '@/lib/api/client';
import { errorText } from '@/components/ui/error-state';

export function useSendCode() {
  const toast = useToast();
  return useCallback(
    async (to: { phone: string } | { bound: true }): Promise<number | null> => {
      try {
        const sent = await api.post('login/captcha', to);
        toast.success('验证码已发送');
        return 'resendIn' in sent ? sent.resendIn : 60;
      } catch (error) {
        toast.error(errorText(error));
        return null;
      }
    },
    [toast],
  );
}

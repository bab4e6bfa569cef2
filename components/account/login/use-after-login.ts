'use client';
// What every way in does with the answer: store the session, say so, and go back to /mine (or
// where the way in leads: 忘记密码 goes on to the new password).
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';

import { useToast } from '@/components/ui/toast';
import { useApplyLogin } from '@/lib/api/account/session';
import type { OwnUser } from '@/lib/protocol/shapes/account/login';

export function useAfterLogin(message = '登录成功', destination = '/mine') {
  const applyLogin = useApplyLogin();
  const toast = useToast();
  const router = useRouter();
  return useCallback(
    (user: OwnUser) => {
      applyLogin(user);
      toast.success(message);
      router.replace(destination);
    },
    [applyLogin, toast, router, message, destination],
  );
}

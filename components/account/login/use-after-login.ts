'use client';
// What every way in does with the answer: store the session, say so, and go back to /mine.
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';

import { useToast } from '@/components/ui/toast';
import { useApplyLogin } from '@/lib/api/account/session';
import type { OwnUser } from '@/lib/protocol/shapes/account';

export function useAfterLogin(message = '登录成功') {
  const applyLogin = useApplyLogin();
  const toast = useToast();
  const router = useRouter();
  return useCallback(
    (user: OwnUser) => {
      applyLogin(user);
      toast.success(message);
      router.replace('/mine');
    },
    [applyLogin, toast, router, message],
  );
}

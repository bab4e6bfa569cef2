'use client';
// Saving a setting: run the call, store the user it answers, say 保存成功 and go back; a
// failure shows the server's reason (or the fallback) and keeps what was typed.
import { useState } from 'react';

import { useToast } from '@/components/ui/toast';
import { failureText } from '@/lib/api/failure-text';
import { useApplyOwnUser } from '@/lib/api/account/session';
import { useBack } from '@/lib/navigation/use-back';
import type { OwnUser } from '@/lib/protocol/shapes/account/login';

export function useSaveUser(fallback = '保存失败，请稍后重试', done = '保存成功') {
  const applyOwnUser = useApplyOwnUser();
  const toast = useToast();
  const back = useBack();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async (call: () => Promise<OwnUser>) => {
    setBusy(true);
    setError(null);
    try {
      applyOwnUser(await call());
      toast.success(done);
      back();
    } catch (failure) {
      setError(failureText(failure, fallback));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, save };
}

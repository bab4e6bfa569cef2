'use client';
// The face-swap form's state: the own photo (use-own-photo.ts: uploaded once, a retry charging
// once), the consent tick, the phase and the error shown under the form.
import { useState } from 'react';

import { failureText } from '@/lib/api/failure-text';
import { useSubmitFaceSwap, type AiTemplate } from '@/lib/api/ai/ai-studio';
import { isApiError } from '@/lib/api/envelope';
import { faceSubmitBlocker } from '@/lib/domain/ai-studio';
import { CODES } from '@/lib/protocol/codes';

import { useOwnPhoto } from './use-own-photo';
import { useSpendConfirm } from './use-spend-confirm';

type Phase = 'reading' | 'uploading' | 'submitting';
const BUSY_TEXT: Record<Phase, string> = {
  reading: '正在读取照片…',
  uploading: '正在上传照片…',
  submitting: '正在提交…',
};

export function useFaceSwapForm(template: AiTemplate, unfinished: number, onDone: () => void) {
  const own = useOwnPhoto();
  const [consent, setConsent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [short, setShort] = useState(false);
  const [phase, setPhase] = useState<Phase | null>(null);
  const submitOrder = useSubmitFaceSwap();
  const spend = useSpendConfirm();
  const { photo } = own;

  const pick = async (file: File) => {
    setError(null);
    setShort(false);
    setPhase('reading');
    setError(await own.pick(file));
    setPhase(null);
  };

  const submit = async () => {
    const blocker = faceSubmitBlocker({ hasPhoto: photo !== null, consent, unfinished });
    if (blocker || !photo) return setError(blocker);
    setError(null);
    setShort(false);
    if (!(await spend(template.price))) return;
    try {
      setPhase('uploading');
      const uploaded = await own.upload(photo.blob);
      setPhase('submitting');
      const outcome = await submitOrder.mutateAsync({
        templateId: template.id,
        photo: uploaded,
        requestId: own.requestId(),
      });
      if (outcome.short) {
        setShort(true);
        setError(outcome.tip || '钻石余额不足');
        return;
      }
      own.renewRequest();
      onDone();
    } catch (failure) {
      // The photo the origin no longer holds (or never took) is uploaded again on the retry.
      if (isApiError(failure) && failure.code === CODES.notFound) own.forgetUpload();
      setError(failureText(failure, '提交失败，请检查网络后重试'));
    } finally {
      setPhase(null);
    }
  };

  return {
    photoUrl: photo?.url ?? null,
    pick: (file: File) => void pick(file),
    consent,
    setConsent,
    error,
    short,
    busy: phase !== null,
    busyText: phase ? BUSY_TEXT[phase] : null,
    submit: () => void submit(),
  };
}

'use client';
// The face-swap form's state: the picked photo (its preview URL revoked when replaced or when the
// screen goes), the upload id it got (uploaded once, reused by a retry), the consent tick, and
// the request id that makes a retried submit charge once.
import { useCallback, useEffect, useRef, useState } from 'react';

import { failureText } from '@/lib/api/account/failure';
import { uploadOwnPhoto, useSubmitFaceSwap, type AiTemplate } from '@/lib/api/ai/ai-studio';
import { isApiError } from '@/lib/api/envelope';
import { faceSubmitBlocker } from '@/lib/domain/ai-studio';
import { CODES } from '@/lib/protocol/codes';

import { preparePhoto } from './own-photo';

type Phase = 'reading' | 'uploading' | 'submitting';
const BUSY_TEXT: Record<Phase, string> = {
  reading: '正在读取照片…',
  uploading: '正在上传照片…',
  submitting: '正在提交…',
};

const newRequestId = () => crypto.randomUUID();

export function useFaceSwapForm(template: AiTemplate, unfinished: number, onDone: () => void) {
  const [photo, setPhoto] = useState<{ blob: Blob; url: string } | null>(null);
  const [consent, setConsent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [short, setShort] = useState(false);
  const [phase, setPhase] = useState<Phase | null>(null);
  const uploadId = useRef<string | null>(null);
  const requestId = useRef(newRequestId());
  const submitOrder = useSubmitFaceSwap();

  const url = photo?.url;
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);

  const pick = useCallback(async (file: File) => {
    setError(null);
    setShort(false);
    setPhase('reading');
    try {
      const blob = await preparePhoto(file);
      setPhoto({ blob, url: URL.createObjectURL(blob) });
      // Another photo is another order: a new upload and a new request id.
      uploadId.current = null;
      requestId.current = newRequestId();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : '图片无法读取，请换一张');
    } finally {
      setPhase(null);
    }
  }, []);

  const submit = async () => {
    const blocker = faceSubmitBlocker({ hasPhoto: photo !== null, consent, unfinished });
    if (blocker || !photo) return setError(blocker);
    setError(null);
    setShort(false);
    try {
      setPhase('uploading');
      uploadId.current ??= await uploadOwnPhoto(photo.blob);
      setPhase('submitting');
      const outcome = await submitOrder.mutateAsync({
        templateId: template.id,
        photo: uploadId.current,
        requestId: requestId.current,
      });
      if (outcome.short) {
        setShort(true);
        setError(outcome.tip || '钻石余额不足');
        return;
      }
      requestId.current = newRequestId();
      onDone();
    } catch (failure) {
      // The photo the origin no longer holds (or never took) is uploaded again on the retry.
      if (isApiError(failure) && failure.code === CODES.notFound) uploadId.current = null;
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

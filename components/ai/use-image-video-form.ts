'use client';
// The 图生视频 form's state: the own photo (use-own-photo.ts: uploaded once, a retry charging
// once), the motion, the consent tick and the phase. What stops a send, and every failure, is a
// Chinese toast; the photo, the motion and the tick stay as they were.
import { useState } from 'react';

import { useToast } from '@/components/ui/toast';
import { failureText } from '@/lib/api/failure-text';
import { useGenerateVideo, type AiVideoOrder } from '@/lib/api/ai/ai-video';
import { isApiError } from '@/lib/api/envelope';
import { AI_VIDEO_PRICE, videoSubmitBlocker, type AiVideoMotion } from '@/lib/domain/ai-video';
import { CODES } from '@/lib/protocol/codes';

import { useOwnPhoto } from './use-own-photo';
import { useSpendConfirm } from './use-spend-confirm';

type Phase = 'reading' | 'uploading' | 'submitting';
const BUSY_TEXT: Record<Phase, string> = {
  reading: '正在读取照片…',
  uploading: '正在上传照片…',
  submitting: '正在提交…',
};

export function useImageVideoForm(open: number, onAccepted: (order: AiVideoOrder) => void) {
  const toast = useToast();
  const own = useOwnPhoto();
  const [motion, setMotion] = useState<AiVideoMotion | null>('zoomIn');
  const [consent, setConsent] = useState(false);
  const [short, setShort] = useState(false);
  const [phase, setPhase] = useState<Phase | null>(null);
  const generate = useGenerateVideo();
  const spend = useSpendConfirm();
  const { photo } = own;

  const pick = async (file: File) => {
    setPhase('reading');
    const refusal = await own.pick(file);
    setPhase(null);
    if (refusal) toast.error(refusal);
  };

  const submit = async () => {
    const blocker = videoSubmitBlocker({ hasPhoto: photo !== null, motion, consent, open });
    if (blocker || !photo || !motion) return toast.error(blocker ?? '请选择运动效果');
    if (!(await spend(AI_VIDEO_PRICE))) return;
    setShort(false);
    try {
      setPhase('uploading');
      const uploaded = await own.upload(photo.blob);
      setPhase('submitting');
      const outcome = await generate.mutateAsync({
        photo: uploaded,
        motion,
        requestId: own.requestId(),
      });
      if (outcome.short) {
        setShort(true);
        toast.error(outcome.tip || '钻石余额不足');
        return;
      }
      own.renewRequest();
      toast.success('已提交，正在生成视频');
      onAccepted(outcome.generated.order);
    } catch (failure) {
      // The photo the origin no longer holds (or never took) is uploaded again on the retry.
      if (isApiError(failure) && failure.code === CODES.notFound) own.forgetUpload();
      toast.error(failureText(failure, '提交失败，请检查网络后重试'));
    } finally {
      setPhase(null);
    }
  };

  return {
    photoUrl: photo?.url ?? null,
    pick: (file: File) => void pick(file),
    motion,
    setMotion,
    consent,
    setConsent,
    short,
    busy: phase !== null,
    busyText: phase ? BUSY_TEXT[phase] : null,
    submit: () => void submit(),
  };
}

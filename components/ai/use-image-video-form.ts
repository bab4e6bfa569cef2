'use client';
// The 图生视频 form (use-own-photo-form.ts) with its motion: what stops a send, and every
// failure, is a Chinese toast; the photo, the motion and the tick stay as they were.
import { useState } from 'react';

import { useToast } from '@/components/ui/toast';
import { useGenerateVideo, type AiVideoOrder } from '@/lib/api/ai/video';
import { AI_VIDEO_PRICE, videoSubmitBlocker, type AiVideoMotion } from '@/lib/domain/ai/video';

import { useOwnPhotoForm } from './use-own-photo-form';

export function useImageVideoForm(open: number, onAccepted: (order: AiVideoOrder) => void) {
  const toast = useToast();
  const [motion, setMotion] = useState<AiVideoMotion | null>('zoomIn');
  const generate = useGenerateVideo();
  const form = useOwnPhotoForm({
    errors: 'toast',
    price: AI_VIDEO_PRICE,
    prepare: ({ hasPhoto, consent }) => {
      const blocker = videoSubmitBlocker({ hasPhoto, motion, consent, open });
      if (blocker || !motion) return blocker ?? '请选择运动效果';
      return (photo, requestId) => generate.mutateAsync({ photo, motion, requestId });
    },
    onAccepted: (outcome) => {
      toast.success('已提交，正在生成视频');
      onAccepted(outcome.generated.order);
    },
  });
  return { ...form, motion, setMotion };
}

'use client';
// The face-swap form (use-own-photo-form.ts) for one template: its blocker and its order; a
// refusal or failure shows under the form.
import { useSubmitFaceSwap, type AiTemplate } from '@/lib/api/ai/studio';
import { faceSubmitBlocker } from '@/lib/domain/ai/studio';

import { useOwnPhotoForm } from './use-own-photo-form';

export function useFaceSwapForm(template: AiTemplate, unfinished: number, onDone: () => void) {
  const submitOrder = useSubmitFaceSwap();
  return useOwnPhotoForm({
    errors: 'inline',
    price: template.price,
    prepare: ({ hasPhoto, consent }) =>
      faceSubmitBlocker({ hasPhoto, consent, unfinished }) ??
      ((photo, requestId) =>
        submitOrder.mutateAsync({ templateId: template.id, photo, requestId })),
    onAccepted: () => onDone(),
  });
}

'use client';
// One AI form around the user's own photo (face swap, 图生视频): the photo (use-own-photo.ts:
// uploaded once, a retry charging once), the consent tick, the phase and the send. The forms
// differ only in how a refusal or failure shows: under the form, or as a toast.
import { useState } from 'react';

import { useToast } from '@/components/ui/toast';
import { failureText } from '@/lib/api/failure-text';
import { isApiError } from '@/lib/api/envelope';
import { CODES } from '@/lib/protocol/codes';

import { useOwnPhoto } from './use-own-photo';
import { useSpendConfirm } from './use-spend-confirm';

type Phase = 'reading' | 'uploading' | 'submitting';
const BUSY_TEXT: Record<Phase, string> = {
  reading: '正在读取照片…',
  uploading: '正在上传照片…',
  submitting: '正在提交…',
};

/**
 * 'inline': one message under the form (`error`, with `short` for its top-up link), cleared by
 * a new photo or a send that passes its checks. 'toast': each message is a toast; `short` stays
 * until the next send goes out.
 */
export type ErrorDisplay = 'inline' | 'toast';

type Short = { short: true; tip: string };
export type PhotoSend<Accepted> = (photo: string, requestId: string) => Promise<Short | Accepted>;

export type OwnPhotoFormOptions<Accepted extends { short: false }> = {
  errors: ErrorDisplay;
  price: number;
  /** What stops a send (a Chinese reason), or the call that sends the form's own fields. */
  prepare: (form: { hasPhoto: boolean; consent: boolean }) => string | PhotoSend<Accepted>;
  /** After the order is accepted (the next send is a new request). */
  onAccepted: (outcome: Accepted) => void;
};

export function useOwnPhotoForm<Accepted extends { short: false }>({
  errors,
  price,
  prepare,
  onAccepted,
}: OwnPhotoFormOptions<Accepted>) {
  const toast = useToast();
  const own = useOwnPhoto();
  const [consent, setConsent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [short, setShort] = useState(false);
  const [phase, setPhase] = useState<Phase | null>(null);
  const spend = useSpendConfirm();
  const { photo } = own;

  const show = (text: string) => (errors === 'inline' ? setError(text) : toast.error(text));
  const clearInline = () => {
    if (errors !== 'inline') return;
    setError(null);
    setShort(false);
  };

  const pick = async (file: File) => {
    clearInline();
    setPhase('reading');
    const refusal = await own.pick(file);
    setPhase(null);
    if (refusal) show(refusal);
  };

  const submit = async () => {
    const send = prepare({ hasPhoto: photo !== null, consent });
    if (typeof send === 'string') return show(send);
    // prepare refuses a form without a photo; this only narrows the type.
    if (!photo) return;
    clearInline();
    if (!(await spend(price))) return;
    setShort(false);
    try {
      setPhase('uploading');
      const uploaded = await own.upload(photo.blob);
      setPhase('submitting');
      const outcome = await send(uploaded, own.requestId());
      if (outcome.short) {
        setShort(true);
        show(outcome.tip || '钻石余额不足');
        return;
      }
      own.renewRequest();
      onAccepted(outcome);
    } catch (failure) {
      // The photo the origin no longer holds (or never took) is uploaded again on the retry.
      if (isApiError(failure) && failure.code === CODES.notFound) own.forgetUpload();
      show(failureText(failure, '提交失败，请检查网络后重试'));
    } finally {
      setPhase(null);
    }
  };

  return {
    photoUrl: photo?.url ?? null,
    pick: (file: File) => void pick(file),
    consent,
    setConsent,
    /** The message under the form ('inline' only; always null with toasts). */
    error,
    short,
    busy: phase !== null,
    busyText: phase ? BUSY_TEXT[phase] : null,
    submit: () => void submit(),
  };
}

'use client';
// The 文生图 form's state: the prompt, the style, the size and the send. What stops a send, and
// every failure (a prompt the text rules refuse, a short balance, the network), is a Chinese
// toast; what was typed and chosen stays. The request id is kept for the same prompt, style and
// size until an order is accepted, so a retry after a lost answer or a 4010 charges once; a
// changed form is a new request.
import { useRef, useState } from 'react';

import { useToast } from '@/components/ui/toast';
import { failureText } from '@/lib/api/failure-text';
import { useGenerateImage, type AiImageOrder } from '@/lib/api/ai/image';
import {
  AI_IMAGE_DEFAULT_SIZE,
  AI_IMAGE_DEFAULT_STYLE,
  AI_IMAGE_PRICE,
  cleanPrompt,
  imageSubmitBlocker,
  type AiImageSize,
  type AiImageStyle,
} from '@/lib/domain/ai/image';

import { useSpendConfirm } from '../use-spend-confirm';

type Attempt = { key: string; requestId: string };

export function useTextImageForm(open: number, onAccepted: (order: AiImageOrder) => void) {
  const toast = useToast();
  const [prompt, setPrompt] = useState('');
  const [style, setStyle] = useState<AiImageStyle>(AI_IMAGE_DEFAULT_STYLE);
  const [size, setSize] = useState<AiImageSize>(AI_IMAGE_DEFAULT_SIZE);
  const [short, setShort] = useState(false);
  const [sending, setSending] = useState(false);
  const attempt = useRef<Attempt | null>(null);
  const generate = useGenerateImage();
  const spend = useSpendConfirm();

  /** The request id of this form's content: the last attempt's when nothing changed since. */
  const requestIdFor = (key: string) => {
    if (attempt.current?.key !== key) attempt.current = { key, requestId: crypto.randomUUID() };
    return attempt.current.requestId;
  };

  const submit = async () => {
    if (sending) return;
    const blocker = imageSubmitBlocker({ prompt, style, size, open });
    if (blocker) return toast.error(blocker);
    if (!(await spend(AI_IMAGE_PRICE))) return;
    setShort(false);
    setSending(true);
    const kept = cleanPrompt(prompt);
    try {
      const requestId = requestIdFor(JSON.stringify([kept, style, size]));
      const outcome = await generate.mutateAsync({ prompt: kept, style, size, requestId });
      if (outcome.short) {
        setShort(true);
        toast.error(outcome.tip || '钻石余额不足');
        return;
      }
      attempt.current = null;
      toast.success('已提交，正在生成图片');
      onAccepted(outcome.generated.order);
    } catch (failure) {
      toast.error(failureText(failure, '提交失败，请检查网络后重试'));
    } finally {
      setSending(false);
    }
  };

  return {
    prompt,
    setPrompt,
    style,
    setStyle,
    size,
    setSize,
    short,
    busy: sending,
    submit: () => void submit(),
  };
}

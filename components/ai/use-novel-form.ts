'use client';
// The AI小说 form's state: title, genre, outline, chapter count, and the request id kept until a
// novel is accepted (a retry after a lost answer or a 4010 charges once). What stops a send, and
// every failure, is a Chinese toast; what the user typed stays as it was.
import { useRef, useState } from 'react';

import { useToast } from '@/components/ui/toast';
import { failureText } from '@/lib/api/failure-text';
import { useGenerateNovel, type AiNovel } from '@/lib/api/ai/novel';
import {
  AI_NOVEL_CHAPTERS_DEFAULT,
  aiNovelPrice,
  novelSubmitBlocker,
  type AiNovelGenre,
} from '@/lib/domain/ai/novel';

import { useSpendConfirm } from './use-spend-confirm';

const newRequestId = () => crypto.randomUUID();

export function useNovelForm(open: number, onAccepted: (novel: AiNovel) => void) {
  const toast = useToast();
  const [title, setTitle] = useState('');
  const [genre, setGenre] = useState<AiNovelGenre | null>(null);
  const [outline, setOutline] = useState('');
  const [chapters, setChapters] = useState(AI_NOVEL_CHAPTERS_DEFAULT);
  const [short, setShort] = useState(false);
  const [busy, setBusy] = useState(false);
  const requestId = useRef(newRequestId());
  const generate = useGenerateNovel();
  const spend = useSpendConfirm();
  const price = aiNovelPrice(chapters);

  const submit = async () => {
    const blocker = novelSubmitBlocker({ title, genre, outline, open });
    if (blocker || !genre) return toast.error(blocker ?? '请选择小说类型');
    if (!(await spend(price))) return;
    setShort(false);
    setBusy(true);
    try {
      const outcome = await generate.mutateAsync({
        title: title.trim(),
        genre,
        outline: outline.trim(),
        chapters,
        requestId: requestId.current,
      });
      if (outcome.short) {
        setShort(true);
        toast.error(outcome.tip || '钻石余额不足');
        return;
      }
      requestId.current = newRequestId();
      toast.success('已提交，AI正在创作');
      onAccepted(outcome.generated.novel);
    } catch (failure) {
      // A refused title or outline says why (the rules' own words); nothing was charged.
      toast.error(failureText(failure, '提交失败，请检查网络后重试'));
    } finally {
      setBusy(false);
    }
  };

  return {
    title,
    setTitle,
    genre,
    setGenre,
    outline,
    setOutline,
    chapters,
    setChapters,
    price,
    short,
    busy,
    submit: () => void submit(),
  };
}

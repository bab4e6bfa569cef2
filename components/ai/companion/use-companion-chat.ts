'use client';
// AI女友's conversation with one persona, as the screen shows it: the kept messages (the server's,
// by sync), the reply being written (its stream: use-reply-stream.ts), sending, 停止 and 继续,
// and what to tell the user when a send is refused or the 积分 are short.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';

import { useToast } from '@/components/ui/toast';
import { companionBalanceQuery, conversationQuery } from '@/lib/api/ai/companion';
import { canAffordReply, messageBlocker } from '@/lib/domain/ai/companion';

import { useReplyStream } from './use-reply-stream';

export function useCompanionChat(personaId: number | null) {
  const client = useQueryClient();
  const toast = useToast();
  /** A send refused for want of 积分 (4010), until a top-up or another persona. */
  const [short, setShort] = useState(false);
  const markShort = useCallback(() => setShort(true), []);
  const { live, run, running, stop } = useReplyStream(markShort);
  const balance = useQuery(companionBalanceQuery());
  const conversation = useQuery({
    ...conversationQuery(client, personaId ?? 0),
    enabled: personaId !== null,
    // A reply being written is shown from its stream; a sync meanwhile would show it twice.
    refetchOnWindowFocus: !running,
  });

  /** Sends `text`; false when it was not sent (the draft should stay). */
  const send = useCallback(
    async (text: string): Promise<boolean> => {
      if (personaId === null || running) return false;
      const blocker = messageBlocker(text);
      if (blocker) {
        toast(blocker);
        return false;
      }
      if (balance.data && !canAffordReply(balance.data.balance)) {
        setShort(true);
        return false;
      }
      const userText = text.trim();
      return run(
        personaId,
        { mode: 'say', text: userText },
        { personaId, userText, baseId: null, text: '', stopped: false },
      );
    },
    [balance.data, personaId, run, running, toast],
  );

  /** 继续: the last cut reply goes on. */
  const goOn = useCallback(
    async (baseId: number) => {
      if (personaId === null || running) return;
      if (balance.data && !canAffordReply(balance.data.balance)) {
        setShort(true);
        return;
      }
      await run(
        personaId,
        { mode: 'continue' },
        { personaId, userText: null, baseId, text: '', stopped: false },
      );
    },
    [balance.data, personaId, run, running],
  );

  return {
    messages: conversation.data?.messages ?? [],
    loading: conversation.isPending && personaId !== null,
    live: live && live.personaId === personaId ? live : null,
    running,
    balance: balance.data ?? null,
    short,
    clearShort: () => setShort(false),
    send,
    goOn,
    stop,
  };
}

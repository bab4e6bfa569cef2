'use client';
// AI女友's conversation with one persona, as the screen shows it: the kept messages (the server's,
// by sync), the reply being written (grown piece by piece from the stream), sending, 停止 and
// 继续, and what to tell the user when a send is refused, the 积分 end, or the reply breaks.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';

import { useToast } from '@/components/ui/toast';
import {
  companionBalanceQuery,
  companionKeys,
  conversationQuery,
  mergeIntoConversation,
  setCompanionBalance,
  type CompanionMessage,
} from '@/lib/api/ai/companion';
import { useStreamCall } from '@/lib/api/use-stream-call';
import { canAffordReply, messageBlocker, replyEndTip } from '@/lib/domain/ai/companion';
import { CODES } from '@/lib/protocol/codes';

/** The reply being written: a new one after `userText`, or a cut one (`baseId`) going on. */
export type LiveReply = {
  personaId: number;
  userText: string | null;
  baseId: number | null;
  text: string;
  /** 停止 was pressed: shown as stopped until the sync brings the kept reply. */
  stopped: boolean;
};

/** After 停止, how often and how many times the kept reply is asked for. */
const SETTLE_POLL_MS = 400;
const SETTLE_POLLS = 6;

export function useCompanionChat(personaId: number | null) {
  const client = useQueryClient();
  const toast = useToast();
  const stream = useStreamCall('aiGirlfriend/chat');
  const balance = useQuery(companionBalanceQuery());
  const conversation = useQuery({
    ...conversationQuery(client, personaId ?? 0),
    enabled: personaId !== null,
    // A reply being written is shown from its stream; a sync meanwhile would show it twice.
    refetchOnWindowFocus: !stream.running,
  });
  const [live, setLive] = useState<LiveReply | null>(null);
  /** A send refused for want of 积分 (4010), until a top-up or another persona. */
  const [short, setShort] = useState(false);

  const settle = useCallback(
    async (id: number) => {
      const key = companionKeys.messages(id);
      for (let i = 0; i < SETTLE_POLLS; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, SETTLE_POLL_MS));
        await client.refetchQueries({ queryKey: key });
        const messages = client.getQueryData<{ messages: CompanionMessage[] }>(key)?.messages;
        if (!messages?.some((m) => m.status === 'streaming')) break;
      }
      setLive(null);
    },
    [client],
  );

  const run = useCallback(
    async (id: number, input: { mode: 'say' | 'continue'; text?: string }, base: LiveReply) => {
      setLive(base);
      const result = await stream.start({ personaId: id, ...input }, (chunk) => {
        setLive((now) => (now ? { ...now, text: now.text + chunk.text } : now));
        setCompanionBalance(client, chunk.balance);
      });
      if (result.kind === 'end') {
        const { message, reply } = result.data;
        mergeIntoConversation(client, id, message ? [message, reply] : [reply]);
        setCompanionBalance(client, result.data.balance);
        setLive(null);
        const tip = replyEndTip(result.data.reason);
        if (tip && result.data.reason !== 'credits') toast(tip);
        return true;
      }
      if (result.kind === 'aborted') {
        setLive((now) => (now ? { ...now, stopped: true } : now));
        void settle(id);
        return true;
      }
      setLive(null);
      if (result.kind === 'refused' && result.code === CODES.balance) setShort(true);
      else toast(result.tip);
      // A reply that broke mid-way was kept as far as it went: read it.
      if (result.kind === 'error')
        void client.invalidateQueries({ queryKey: companionKeys.messages(id) });
      void client.invalidateQueries({ queryKey: companionKeys.balance() });
      return result.kind === 'error';
    },
    [client, settle, stream, toast],
  );

  /** Sends `text`; false when it was not sent (the draft should stay). */
  const send = useCallback(
    async (text: string): Promise<boolean> => {
      if (personaId === null || stream.running) return false;
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
    [balance.data, personaId, run, stream.running, toast],
  );

  /** 继续: the last cut reply goes on. */
  const goOn = useCallback(
    async (baseId: number) => {
      if (personaId === null || stream.running) return;
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
    [balance.data, personaId, run, stream.running],
  );

  return {
    messages: conversation.data?.messages ?? [],
    loading: conversation.isPending && personaId !== null,
    live: live && live.personaId === personaId ? live : null,
    running: stream.running,
    balance: balance.data ?? null,
    short,
    clearShort: () => setShort(false),
    send,
    goOn,
    stop: stream.stop,
  };
}

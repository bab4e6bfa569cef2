'use client';
// The reply being written to a persona: one stream grown into `live` piece by piece, then kept
// into the conversation (or a tip, or 积分 short); after 停止 the kept reply is read back.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';

import { useToast } from '@/components/ui/toast';
import {
  companionKeys,
  mergeIntoConversation,
  setCompanionBalance,
  type CompanionMessage,
} from '@/lib/api/ai/companion';
import { useStreamCall } from '@/lib/api/use-stream-call';
import { replyEndTip } from '@/lib/domain/ai/companion';
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

/** What a reply is asked for: a new one after the user's text, or 继续 of a cut one. */
export type ReplyInput = { mode: 'say' | 'continue'; text?: string };

/** After 停止, how often and how many times the kept reply is asked for. */
const SETTLE_POLL_MS = 400;
const SETTLE_POLLS = 6;

/**
 * Streams replies; `onShort` hears of a send refused for want of 积分 (4010). `run` resolves
 * true when the draft was taken (the reply ended, was stopped or broke mid-way).
 */
export function useReplyStream(onShort: () => void) {
  const client = useQueryClient();
  const toast = useToast();
  const stream = useStreamCall('aiGirlfriend/chat');
  const [live, setLive] = useState<LiveReply | null>(null);
  // The settle polls outlive a click: once the screen is gone they stop, and touch no state.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  /** After 停止: the sync brings the kept reply once the server has closed it. */
  const settle = useCallback(
    async (id: number) => {
      const key = companionKeys.messages(id);
      for (let i = 0; i < SETTLE_POLLS && mounted.current; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, SETTLE_POLL_MS));
        if (!mounted.current) return;
        await client.refetchQueries({ queryKey: key });
        const messages = client.getQueryData<{ messages: CompanionMessage[] }>(key)?.messages;
        if (!messages?.some((m) => m.status === 'streaming')) break;
      }
      if (mounted.current) setLive(null);
    },
    [client],
  );

  const run = useCallback(
    async (id: number, input: ReplyInput, base: LiveReply) => {
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
      if (result.kind === 'refused' && result.code === CODES.balance) onShort();
      else toast(result.tip);
      // A reply that broke mid-way was kept as far as it went: read it.
      if (result.kind === 'error')
        void client.invalidateQueries({ queryKey: companionKeys.messages(id) });
      void client.invalidateQueries({ queryKey: companionKeys.balance() });
      return result.kind === 'error';
    },
    [client, onShort, settle, stream, toast],
  );

  return { live, run, running: stream.running, stop: stream.stop };
}

'use client';
// React Query options and mutations of AI女友 (aiGirlfriend; docs/ai-api.md "AI女友"). Keys start
// with ['ai', 'companion']. The conversation is the server's: a persona's messages are read by
// sync from the cursor the cache holds (so a return to the tab, or a reply written on another
// device, brings only what changed), and a streamed reply's end is merged in without a read.
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

import { COMPANION_SYNC_MAX, mergeMessages } from '@/lib/domain/ai/companion';
import type { CompanionMessage, CompanionPaid } from '@/lib/protocol/shapes/ai/companion';

import { api } from '../client';

export type {
  CompanionMessage,
  CompanionPersona,
  CompanionReplyEnd,
} from '@/lib/protocol/shapes/ai/companion';

export const companionKeys = {
  personas: () => ['ai', 'companion', 'personas'] as const,
  balance: () => ['ai', 'companion', 'balance'] as const,
  packs: () => ['ai', 'companion', 'packs'] as const,
  messages: (personaId: number) => ['ai', 'companion', 'messages', personaId] as const,
};

export const companionPersonasQuery = () =>
  queryOptions({
    queryKey: companionKeys.personas(),
    queryFn: ({ signal }) => api.post('aiGirlfriend/persona/list', {}, { signal }),
    staleTime: 5 * 60_000,
  });

export const companionBalanceQuery = () =>
  queryOptions({
    queryKey: companionKeys.balance(),
    queryFn: ({ signal }) => api.get('aiGirlfriend/gianBalance', { signal }),
  });

export const companionPacksQuery = () =>
  queryOptions({
    queryKey: companionKeys.packs(),
    queryFn: ({ signal }) => api.post('aiGirlfriend/score/product/list', {}, { signal }),
    staleTime: 5 * 60_000,
  });

export type Conversation = { messages: CompanionMessage[]; cursor: number };

/** Most sync pages read in one go (a long history on a new device). */
const SYNC_PAGES_MAX = 20;

export const conversationQuery = (client: QueryClient, personaId: number) =>
  queryOptions<Conversation>({
    queryKey: companionKeys.messages(personaId),
    queryFn: async ({ signal }) => {
      const held = client.getQueryData<Conversation>(companionKeys.messages(personaId));
      let { messages, cursor } = held ?? { messages: [], cursor: 0 };
      for (let page = 0; page < SYNC_PAGES_MAX; page += 1) {
        const answer = await api.post(
          'aiGirlfriend/sync',
          { personaId, after: cursor, size: COMPANION_SYNC_MAX },
          { signal },
        );
        messages = mergeMessages(messages, answer.messages);
        cursor = answer.cursor;
        if (!answer.more) break;
      }
      return { messages, cursor };
    },
  });

/** Puts what a reply brought into the cached conversation (the cursor stays: sync reads it again). */
export function mergeIntoConversation(
  client: QueryClient,
  personaId: number,
  messages: readonly CompanionMessage[],
) {
  client.setQueryData<Conversation>(companionKeys.messages(personaId), (held) => ({
    messages: mergeMessages(held?.messages ?? [], messages),
    cursor: held?.cursor ?? 0,
  }));
}

export function setCompanionBalance(client: QueryClient, balance: number) {
  client.setQueryData<{ balance: number; diamonds: number }>(companionKeys.balance(), (held) =>
    held ? { ...held, balance } : held,
  );
}

/** The answer of score/pay: the order, or 4010 (`short`) when the diamonds do not cover it. */
export type PayOutcome = { short: false; paid: CompanionPaid } | { short: true; tip: string };

export function usePayPack() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { packId: number; requestId: string }): Promise<PayOutcome> => {
      const answer = await api.answer('aiGirlfriend/score/pay', input, { accept: [4010] });
      return answer.code === 4010
        ? { short: true, tip: answer.tip }
        : { short: false, paid: answer.data };
    },
    onSuccess: (outcome) => {
      if (outcome.short) return;
      const { balance, diamonds } = outcome.paid;
      client.setQueryData(companionKeys.balance(), { balance, diamonds });
      // The wallet the other screens show comes with the user info.
      void client.invalidateQueries({ queryKey: ['user', 'info'] });
    },
  });
}

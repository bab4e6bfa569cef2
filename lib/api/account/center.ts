'use client';
// React Query options for the user center's reads: messages, invitations, the service entries,
// the operator's contacts and the user's own video lists.
import { queryOptions } from '@tanstack/react-query';

import { LIST_PAGE_SIZE } from '@/lib/domain/platform/constants';
import type { PageOf, WatchedVideo } from '@/lib/protocol/shapes/video';
import type { Invitee, MessageItem, MessageKind } from '@/lib/protocol/shapes/account/user-center';

import { api } from '../client';
import { pagedQueryOptions } from '../paging';

export const accountKeys = {
  latest: () => ['account', 'message', 'latest'] as const,
  messages: (kind: MessageKind) => ['account', 'message', 'list', kind] as const,
  inviteIncome: () => ['account', 'invite', 'income'] as const,
  invitees: () => ['account', 'invite', 'list'] as const,
  service: () => ['account', 'aiService'] as const,
  contact: () => ['account', 'contact'] as const,
  official: () => ['account', 'official'] as const,
  card: () => ['account', 'credentials'] as const,
  videos: (kind: VideoListKind) => ['account', 'videos', kind] as const,
  loginBefore: (account: string, round: number) =>
    ['account', 'login-before', account, round] as const,
  captcha: (round: number) => ['account', 'captcha', round] as const,
};

export type VideoListKind = 'history' | 'collect' | 'bought';

function paged<T>(
  queryKey: readonly unknown[],
  load: (page: number, signal: AbortSignal) => Promise<PageOf<T>>,
) {
  return pagedQueryOptions(queryKey, ({ page }, signal) => load(page, signal));
}

export function latestMessagesQuery() {
  return queryOptions({
    queryKey: accountKeys.latest(),
    queryFn: ({ signal }) => api.post('message/latest', {}, { signal }),
    staleTime: 30_000,
  });
}

export function messagesQuery(kind: MessageKind) {
  return paged<MessageItem>(accountKeys.messages(kind), (page, signal) =>
    api.post('message/list', { kind, page, pageSize: LIST_PAGE_SIZE }, { signal }),
  );
}

export function inviteIncomeQuery() {
  return queryOptions({
    queryKey: accountKeys.inviteIncome(),
    queryFn: ({ signal }) => api.post('user/invite/income', {}, { signal }),
  });
}

export function inviteesQuery() {
  return paged<Invitee>(accountKeys.invitees(), (page, signal) =>
    api.post('user/invite/list', { page, pageSize: LIST_PAGE_SIZE }, { signal }),
  );
}

export function serviceEntriesQuery() {
  return queryOptions({
    queryKey: accountKeys.service(),
    queryFn: ({ signal }) => api.post('aiService/list', {}, { signal }),
    staleTime: 10 * 60_000,
  });
}

export function contactQuery() {
  return queryOptions({
    queryKey: accountKeys.contact(),
    queryFn: ({ signal }) => api.get('ping/contact', { signal }),
    staleTime: 10 * 60_000,
  });
}

export function officialQuery() {
  return queryOptions({
    queryKey: accountKeys.official(),
    queryFn: ({ signal }) => api.post('login/official', {}, { signal }),
    staleTime: 10 * 60_000,
  });
}

export function credentialsQuery() {
  return queryOptions({
    queryKey: accountKeys.card(),
    queryFn: async ({ signal }) => {
      const card = await api.post('user/qrcode', {}, { signal });
      if (card.status !== 'card') throw new Error('unexpected answer');
      return card;
    },
  });
}

/** The watch history, favourites or purchases, as cards (media/trackList). */
export function videoListQuery(kind: VideoListKind) {
  return paged<WatchedVideo>(accountKeys.videos(kind), async (page, signal) => {
    const data = await api.post(
      'media/trackList',
      { ...(kind === 'history' ? {} : { kind }), page, pageSize: LIST_PAGE_SIZE },
      { signal },
    );
    return 'list' in data ? data : { list: [], page, pageSize: LIST_PAGE_SIZE, total: 0 };
  });
}

/** The caller's own user (user/info without userId): account, phone, intro… for the settings. */
export function ownUserQuery() {
  return queryOptions({
    queryKey: ['user', 'own'] as const,
    queryFn: async ({ signal }) => {
      const data = await api.post('user/info', {}, { signal });
      if (!('token' in data)) throw new Error('unexpected answer');
      return data;
    },
  });
}

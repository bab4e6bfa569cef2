'use client';
// game/login (docs/game-api.md): a fresh link into the game centre each time the tab opens; a
// ticket is short-lived, so a kept answer would soon open an expired page.
import { queryOptions } from '@tanstack/react-query';

import { api } from '../client';

export type { GameLogin } from '@/lib/protocol/shapes/game';

export const gameLoginQuery = () =>
  queryOptions({
    queryKey: ['game', 'login'] as const,
    queryFn: ({ signal }) => api.post('game/login', {}, { signal }),
    staleTime: 0,
    gcTime: 0,
  });

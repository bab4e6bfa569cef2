// React Query defaults for a phone on a flaky network: data is fresh for a minute,
// only transient failures are retried, and a decision the server made is never retried.
import { QueryClient, onlineManager } from '@tanstack/react-query';

import { CODES } from '@/lib/protocol/codes';
import { onlineStatus, type OnlineStatus } from '@/lib/shell/online-status';

import { isApiError } from './envelope';

export const QUERY_STALE_MS = 60_000;
export const QUERY_GC_MS = 5 * 60_000;
export const MAX_QUERY_RETRIES = 2;

/**
 * Retry network trouble and 5xxx (origin down, timeout) up to twice. Never 1000 (the
 * session guard owns it), 4xxx (bad input, signature, balance, VIP, not found, rate
 * limit) or 6xxx (business refusals): asking again gets the same answer.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_QUERY_RETRIES) return false;
  if (!isApiError(error)) return true;
  if (error.code === CODES.sessionInvalid) return false;
  return error.code >= 5000 && error.code < 6000;
}

/** 1 s, 2 s, capped at 8 s. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 8000);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_MS,
        gcTime: QUERY_GC_MS,
        retry: shouldRetry,
        retryDelay,
        // Switching back from another app should not refetch every feed on screen.
        refetchOnWindowFocus: false,
        refetchOnReconnect: true,
      },
      // A retried payment or post could happen twice.
      mutations: { retry: false },
    },
  });
}

/**
 * React Query's idea of online is the tab's one source (lib/shell/online-status), not its own
 * listener: queries and mutations pause while the app cannot reach its server (a comment sent
 * offline waits and posts on reconnect) and resume when it can again.
 */
export function followOnlineStatus(status: OnlineStatus = onlineStatus): void {
  onlineManager.setEventListener((setOnline) => {
    setOnline(status.getSnapshot());
    return status.subscribe(() => setOnline(status.getSnapshot()));
  });
}

let browserClient: QueryClient | undefined;

/**
 * The page's QueryClient: one per browser tab, a fresh one per server render. Not a
 * `useState` initializer's own: React runs those again for every first-render attempt it throws
 * away before committing, and on cold loads where it retried dozens of times each attempt's new
 * client sent the landing screen's first call again (a storm of media/home calls,
 * docs/session-bootstrap.md). TanStack Query's guide for the app router does the same.
 */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient();
  if (!browserClient) {
    followOnlineStatus();
    browserClient = createQueryClient();
  }
  return browserClient;
}

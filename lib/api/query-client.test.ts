import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createOnlineStatus } from '@/lib/shell/online-status';

import { ApiError } from './envelope';
import {
  QUERY_STALE_MS,
  createQueryClient,
  followOnlineStatus,
  getQueryClient,
  retryDelay,
  shouldRetry,
} from './query-client';

afterEach(() => vi.unstubAllGlobals());

describe('query client', () => {
  it('never retries 1000, 4xxx or 6xxx', () => {
    for (const code of [1000, 4000, 4001, 4010, 4030, 4040, 4290, 6004, 6015]) {
      expect(shouldRetry(0, new ApiError(code, 't')), String(code)).toBe(false);
    }
  });

  it('retries transient trouble at most twice', () => {
    expect(shouldRetry(0, new ApiError(5020, 't'))).toBe(true);
    expect(shouldRetry(1, new ApiError(5040, 't'))).toBe(true);
    expect(shouldRetry(2, new ApiError(5000, 't'))).toBe(false);
    expect(shouldRetry(0, new TypeError('parse'))).toBe(true);
  });

  it('backs off and keeps data fresh for a minute', () => {
    expect([0, 1, 2, 5].map(retryDelay)).toEqual([1000, 2000, 4000, 8000]);
    const client = createQueryClient();
    expect(client.getDefaultOptions().queries?.staleTime).toBe(QUERY_STALE_MS);
    expect(QUERY_STALE_MS).toBe(60_000);
    expect(client.getDefaultOptions().mutations?.retry).toBe(false);
  });

  it('is one client per browser tab, however often the providers ask for it', () => {
    expect(getQueryClient()).not.toBe(getQueryClient());
    vi.stubGlobal('window', {});
    const first = getQueryClient();
    expect(getQueryClient()).toBe(first);
    expect(first.getDefaultOptions().queries?.staleTime).toBe(QUERY_STALE_MS);
  });

  it("pauses and resumes with the tab's online state, not a listener of its own", () => {
    const status = createOnlineStatus({ win: () => null, probe: async () => true });
    followOnlineStatus(status);
    expect(onlineManager.isOnline()).toBe(true);
    status.reportRequest('failed');
    status.reportRequest('failed');
    expect(onlineManager.isOnline()).toBe(false);
    status.reportRequest('answered');
    expect(onlineManager.isOnline()).toBe(true);
  });
});

// The tab's online-time reports through the real client path (fetch keepalive → /api/app):
// every minute while the page shows, the last one on pagehide, and a flush when a screen asks;
// each answer moves the cached user's onlineSeconds (等级积分) and asks the 福利 list again.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { installFakeApi, ok, type FakeApi } from '@/lib/api/fake-api.test-support';
import type { OwnUser } from '@/lib/protocol/shapes/account/login';

import { welfareKeys } from '../welfare/tasks';
import { ownUserQuery } from './center';
import { useOnlineTimeFlush, useOnlineTimeReporter } from './online-time';

let fake: FakeApi;
let total: number;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  total = 0;
  fake = installFakeApi({
    'user/online/time': (body) => {
      total += Number(body.seconds);
      return ok({ credited: body.seconds, todaySeconds: total, totalSeconds: total });
    },
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function Reporter({ children }: { children?: ReactNode }) {
  useOnlineTimeReporter();
  return <>{children}</>;
}

function Flusher() {
  useOnlineTimeFlush();
  return null;
}

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(ownUserQuery().queryKey, { onlineSeconds: 0 } as OwnUser);
  client.setQueryData(welfareKeys.tasks(), { list: [], checkinStreak: 0, day: '' });
  const view = render(
    <QueryClientProvider client={client}>
      <Reporter />
    </QueryClientProvider>,
  );
  return { client, view };
}

const seconds = () => fake.bodies('user/online/time').map((b) => b.seconds);
const flushAnswers = () => act(async () => void (await vi.advanceTimersByTimeAsync(0)));

describe('online-time reports', () => {
  it('reports each minute while visible, moving the cached user and the 福利 list', async () => {
    const { client } = setup();
    await act(async () => void (await vi.advanceTimersByTimeAsync(121_000)));
    await flushAnswers();
    expect(seconds()).toEqual([60, 60]);
    expect(client.getQueryData<OwnUser>(ownUserQuery().queryKey)?.onlineSeconds).toBe(120);
    expect(client.getQueryState(welfareKeys.tasks())?.isInvalidated).toBe(true);
  });

  it('sends what is due on pagehide, and when a screen flushes', async () => {
    const { client } = setup();
    await act(async () => void (await vi.advanceTimersByTimeAsync(7_000)));
    act(() => void window.dispatchEvent(new Event('pagehide')));
    await flushAnswers();
    expect(seconds()).toEqual([7]);
    act(() => void window.dispatchEvent(new Event('pageshow')));
    await act(async () => void (await vi.advanceTimersByTimeAsync(9_000)));
    render(
      <QueryClientProvider client={client}>
        <Flusher />
      </QueryClientProvider>,
    );
    await flushAnswers();
    expect(seconds()).toEqual([7, 9]);
  });

  it('stops reporting once unmounted', async () => {
    const { view } = setup();
    view.unmount();
    await act(async () => void (await vi.advanceTimersByTimeAsync(180_000)));
    expect(seconds()).toEqual([]);
  });
});

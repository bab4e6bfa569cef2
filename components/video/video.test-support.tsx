// Test support for the video components and screens: a stand-in for next/navigation whose
// router records where a tap went, a render with the app's providers (a fresh jotai store, a
// QueryClient without retries, toasts and confirms) and the per-test frame of a screen test.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, expect, vi } from 'vitest';

import { ConfirmProvider } from '@/components/ui/confirm';
import { FakeIntersectionObserver, installDomFakes } from '@/components/ui/dom-fakes.test-support';
import { ToastProvider } from '@/components/ui/toast';
import { installFakeApi, type FakeApi, type FakeHandler } from '@/lib/api/fake-api.test-support';

export const router = {
  push: vi.fn(),
  replace: vi.fn(),
  back: vi.fn(),
  forward: vi.fn(),
  refresh: vi.fn(),
  prefetch: vi.fn(),
};

let pathname = '/home';
let searchParams = new URLSearchParams();

/** The URL the mocked router reports (pathname and query). */
export function setLocation(url: string) {
  const parsed = new URL(url, 'http://localhost');
  pathname = parsed.pathname;
  searchParams = parsed.searchParams;
}

/** `vi.mock('next/navigation', async () => (await import('…/test-support')).navigationModule)` */
export const navigationModule = {
  useRouter: () => router,
  usePathname: () => pathname,
  useSearchParams: () => searchParams,
};

/** Covers never load in jsdom: the image cache stays pending (LazyImage shows its placeholder). */
export const imageCacheModule = {
  acquireImage: vi.fn(() => new Promise(() => {})),
  invalidateImage: vi.fn(),
};

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

export function renderWithProviders(
  ui: ReactNode,
  { client = testQueryClient(), store = createStore() } = {},
) {
  const view = render(
    <Provider store={store}>
      <QueryClientProvider client={client}>
        <ToastProvider>
          <ConfirmProvider>{ui}</ConfirmProvider>
        </ToastProvider>
      </QueryClientProvider>
    </Provider>,
  );
  return { ...view, client, store };
}

/**
 * A screen test's frame: before each test the DOM fakes, the URL and a fresh fake API with
 * `handlers()`; after it, unmount and undo. `test.api` is that test's fake API.
 */
export function setupScreenTest(
  url: string,
  handlers: () => Record<string, FakeHandler> = () => ({}),
): { readonly api: FakeApi } {
  const test = {} as { api: FakeApi };
  beforeEach(() => {
    installDomFakes();
    setLocation(url);
    test.api = installFakeApi(handlers());
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
    vi.unstubAllGlobals();
  });
  return test;
}

/**
 * Brings the shown tab's 为你推荐 title within a screen of the viewport (its feed is fetched
 * only then) once the sections above have settled and it is watched.
 */
export async function scrollToRecommend(): Promise<void> {
  let watched: Element | undefined;
  await waitFor(() => {
    // Hidden panes are out of the accessibility tree: the first title found is the shown tab's.
    const title = screen.getAllByRole('heading', { level: 2, name: '为你推荐' })[0];
    // The observed element is the title's row, an ancestor of the heading.
    for (let node = title?.parentElement; node && !watched; node = node.parentElement) {
      if (FakeIntersectionObserver.watching(node).length > 0) watched = node;
    }
    expect(watched).toBeDefined();
  });
  act(() => FakeIntersectionObserver.reportAll(watched!, true));
}

// Test support for the account screens: a stand-in for next/navigation whose router records
// where a tap went, and a render with the app's providers (the app's jotai store, which holds
// the session the fake API signs in, a QueryClient without retries, toasts and confirms).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { vi } from 'vitest';

import { ConfirmProvider } from '@/components/ui/confirm';
import { ToastProvider } from '@/components/ui/toast';
import { getAppStore } from '@/lib/state/store';

export const router = {
  push: vi.fn(),
  replace: vi.fn(),
  back: vi.fn(),
  forward: vi.fn(),
  refresh: vi.fn(),
  prefetch: vi.fn(),
};

/** `vi.mock('next/navigation', async () => (await import('../test-support')).navigationModule)` */
export const navigationModule = {
  useRouter: () => router,
  usePathname: () => '/mine',
  useSearchParams: () => new URLSearchParams(),
};

export function renderScreen(ui: ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity } },
  });
  const view = render(
    <Provider store={getAppStore()}>
      <QueryClientProvider client={client}>
        <ToastProvider>
          <ConfirmProvider>{ui}</ConfirmProvider>
        </ToastProvider>
      </QueryClientProvider>
    </Provider>,
  );
  return { ...view, client };
}

'use client';
// The console's client root (app/admin/layout.tsx): its own query client, then the gate: the
// login while signed out, TOTP enrolment while the session may only enrol, else the frame. None
// of it is in an H5 route's chunks (test/console-chunks.test.ts).
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

import { AdminCallError } from '@/lib/api/admin/admin-client';
import { ADMIN_KEYS, useAdminMe } from '@/lib/api/admin/use-admin';

import styles from './admin.module.css';
import { AdminFrame } from './admin-frame';
import { CONSOLE_MARKER } from './console-marker';
import { EnrolScreen } from './enrol-screen';
import { LoginScreen } from './login-screen';

function newClient(): QueryClient {
  // A call that finds the session gone (idle 30 min, disabled) shows the login again.
  const onError = (error: unknown) => {
    if (error instanceof AdminCallError && error.signedOut)
      client.setQueryData(ADMIN_KEYS.me, null);
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: { queries: { staleTime: 10_000, refetchOnWindowFocus: false, retry: false } },
  });
  return client;
}

function Gate({ children }: { children: ReactNode }) {
  const me = useAdminMe();
  if (me.isPending) return <p className={styles.content}>加载中…</p>;
  if (me.isError)
    return (
      <div className={styles.content} role="alert">
        <p>{me.error instanceof AdminCallError ? me.error.tip : '加载失败'}</p>
        <button type="button" className={styles.button} onClick={() => void me.refetch()}>
          重试
        </button>
      </div>
    );
  if (!me.data) return <LoginScreen />;
  if (me.data.stage === 'enrol') return <EnrolScreen me={me.data} />;
  return <AdminFrame me={me.data}>{children}</AdminFrame>;
}

export function AdminApp({ children }: { children: ReactNode }) {
  const [client] = useState(newClient);
  return (
    <QueryClientProvider client={client}>
      <div className={styles.page} data-console={CONSOLE_MARKER}>
        <Gate>{children}</Gate>
      </div>
    </QueryClientProvider>
  );
}

// The operator console (/admin; docs/admin-api.md): its own client root, no H5 shell (the root
// layout renders console pages bare, app/layout.tsx). Its code stays out of every H5 route's
// chunks (test/console-chunks.test.ts).
import type { Metadata } from 'next';
import type { ReactNode } from 'react';

import { AdminApp } from '@/components/admin/admin-app';

export const metadata: Metadata = { title: '运营后台', robots: { index: false, follow: false } };

export default function AdminLayout({ children }: { children: ReactNode }) {
  return <AdminApp>{children}</AdminApp>;
}

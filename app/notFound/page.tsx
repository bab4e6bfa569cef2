import type { Metadata } from 'next';

import { NotFoundView } from '@/components/shell/not-found-view';

export const metadata: Metadata = { title: '页面不存在 - 影视社区' };

// §2 /notFound: where link targets without a screen land. Next requires a default export.
export default function NotFoundPage() {
  return <NotFoundView />;
}

import type { Metadata } from 'next';

import { NotFoundView } from '@/components/shell/not-found-view';

export const metadata: Metadata = { title: '页面不存在 - 影视社区' };

// The catch-all of §2: any unknown URL shows the /notFound page (with HTTP 404).
export default function NotFound() {
  return <NotFoundView />;
}

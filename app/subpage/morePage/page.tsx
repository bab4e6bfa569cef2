import type { Metadata } from 'next';

import { MoreScreen } from '@/components/video/more/more-screen';

export const metadata: Metadata = { title: '更多视频 - 影视社区' };

// Next requires a default export for pages.
export default function MorePage() {
  return <MoreScreen />;
}

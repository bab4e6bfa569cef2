import type { Metadata } from 'next';

import { UpRankScreen } from '@/components/video/up-rank/up-rank-screen';

export const metadata: Metadata = { title: '排行榜 - 影视社区' };

// Next requires a default export for pages.
export default function UpRankPage() {
  return <UpRankScreen />;
}

import type { Metadata } from 'next';

import { UpRankScreen } from '@/components/community/up-rank-screen';

export const metadata: Metadata = { title: 'UP主排行榜 - 影视社区' };

// Next requires a default export for pages.
export default function UpRankPage() {
  return <UpRankScreen />;
}

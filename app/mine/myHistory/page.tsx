import type { Metadata } from 'next';

import { MyHistoryScreen } from '@/components/account/center/my-videos-screen';

export const metadata: Metadata = { title: '观看记录 - 影视社区' };

// §2 /mine/myHistory. Next requires a default export for pages.
export default function MyHistoryPage() {
  return <MyHistoryScreen />;
}

import type { Metadata } from 'next';

import { MyCollectScreen } from '@/components/account/center/my-videos-screen';

export const metadata: Metadata = { title: '我的收藏 - 影视社区' };

// §2 /mine/myCollect. Next requires a default export for pages.
export default function MyCollectPage() {
  return <MyCollectScreen />;
}

import type { Metadata } from 'next';

import { MyBoughtScreen } from '@/components/account/center/my-videos-screen';

export const metadata: Metadata = { title: '已购内容 - 影视社区' };

// §2 /mine/myBought. Next requires a default export for pages.
export default function MyBoughtPage() {
  return <MyBoughtScreen />;
}

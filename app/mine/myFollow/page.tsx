import type { Metadata } from 'next';

import { MyFollowScreen } from '@/components/account/center/my-follow-screen';

export const metadata: Metadata = { title: '我的关注 - 影视社区' };

// §2 /mine/myFollow. Next requires a default export for pages.
export default function MyFollowPage() {
  return <MyFollowScreen />;
}

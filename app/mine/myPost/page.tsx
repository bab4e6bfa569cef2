import type { Metadata } from 'next';

import { MyPostScreen } from '@/components/account/center/my-post-screen';

export const metadata: Metadata = { title: '我的帖子 - 影视社区' };

// §2 /mine/myPost. Next requires a default export for pages.
export default function MyPostPage() {
  return <MyPostScreen />;
}

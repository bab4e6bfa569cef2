import type { Metadata } from 'next';
import { Suspense } from 'react';

import { PostDetailScreen } from '@/components/community/post-detail-screen';

export const metadata: Metadata = { title: '帖子详情 - 影视社区' };

// §2 content type 4 links here: the same screen as /community/postDetail.
export default function CirclePostDetailPage() {
  return (
    <Suspense>
      <PostDetailScreen />
    </Suspense>
  );
}

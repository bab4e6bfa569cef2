import type { Metadata } from 'next';
import { Suspense } from 'react';

import { PostDetailScreen } from '@/components/community/post-detail-screen';

export const metadata: Metadata = { title: '帖子详情 - 影视社区' };

// §2 /community/postDetail?id=: the post, its comments and the composer.
export default function PostDetailPage() {
  return (
    <Suspense>
      <PostDetailScreen />
    </Suspense>
  );
}

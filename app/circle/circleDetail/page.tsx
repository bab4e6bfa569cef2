import type { Metadata } from 'next';
import { Suspense } from 'react';

import { CircleDetailScreen } from '@/components/community/circle-detail-screen';

export const metadata: Metadata = { title: '圈子 - 影视社区' };

// §2 content type 5 links here: a circle (communityCategory item) and its posts.
export default function CircleDetailPage() {
  return (
    <Suspense>
      <CircleDetailScreen />
    </Suspense>
  );
}

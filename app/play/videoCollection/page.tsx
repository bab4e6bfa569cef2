import type { Metadata } from 'next';
import { Suspense } from 'react';

import { CollectionScreen } from '@/components/video/collection/collection-screen';

export const metadata: Metadata = { title: '视频合集 - 影视社区' };

// The screen reads its id from the query (useSearchParams), which needs a Suspense boundary.
export default function VideoCollectionPage() {
  return (
    <Suspense fallback={null}>
      <CollectionScreen />
    </Suspense>
  );
}

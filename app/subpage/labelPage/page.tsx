import type { Metadata } from 'next';
import { Suspense } from 'react';

import { LabelScreen } from '@/components/video/label/label-screen';

export const metadata: Metadata = { title: '标签 - 影视社区' };

// The screen reads its id from the query (useSearchParams), which needs a Suspense boundary.
export default function LabelPage() {
  return (
    <Suspense fallback={null}>
      <LabelScreen />
    </Suspense>
  );
}

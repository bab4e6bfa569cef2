import type { Metadata } from 'next';
import { Suspense } from 'react';

import { ChangeFaceScreen } from '@/components/ai/change-face-screen';

export const metadata: Metadata = { title: 'AI换脸 - 影视社区' };

// §2 /ai/changeFace?id=: one operator template, the user's own photo and the consent tick.
export default function ChangeFacePage() {
  return (
    <Suspense>
      <ChangeFaceScreen />
    </Suspense>
  );
}

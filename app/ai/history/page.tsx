import type { Metadata } from 'next';
import { Suspense } from 'react';

import { AiHistoryScreen } from '@/components/ai/ai-history-screen';

export const metadata: Metadata = { title: '我的作品 - 影视社区' };

// §2 /ai/history: the user's AI works and the ones still being made (?tab=video: 图生视频).
export default function AiHistoryPage() {
  return (
    <Suspense>
      <AiHistoryScreen />
    </Suspense>
  );
}

import type { Metadata } from 'next';
import { Suspense } from 'react';

import { NovelReaderScreen } from '@/components/ai/novel-reader';

export const metadata: Metadata = { title: '小说阅读 - 影视社区' };

// /ai/novel?id= (ours, docs/ai-api.md "AI小说"): the reader of the user's AI小说.
export default function NovelReaderPage() {
  return (
    <Suspense>
      <NovelReaderScreen />
    </Suspense>
  );
}

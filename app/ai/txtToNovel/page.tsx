import type { Metadata } from 'next';

import { NovelScreen } from '@/components/ai/novel-screen';

export const metadata: Metadata = { title: 'AI小说 - 影视社区' };

// /ai/txtToNovel (ours, docs/ai-api.md "AI小说"): a title, a genre and an outline written into a
// novel chapter by chapter.
export default function TxtToNovelPage() {
  return <NovelScreen />;
}

import type { Metadata } from 'next';

import { UnsupportedContentView } from '@/components/shell/unsupported-content-view';

export const metadata: Metadata = { title: '动漫 - 影视社区' };

// §2 content type 6 links here: content the app does not carry. Next requires a default export.
export default function AnimeDetailPage() {
  return <UnsupportedContentView path="/anime/detail" />;
}

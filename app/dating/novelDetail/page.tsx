import type { Metadata } from 'next';

import { UnsupportedContentView } from '@/components/shell/unsupported-content-view';

export const metadata: Metadata = { title: '交友故事 - 影视社区' };

// §2 content type 9 links here: content the app does not carry. Next requires a default export.
export default function DatingNovelDetailPage() {
  return <UnsupportedContentView path="/dating/novelDetail" />;
}

import type { Metadata } from 'next';

import { UnsupportedContentView } from '@/components/shell/unsupported-content-view';

export const metadata: Metadata = { title: '预约内容 - 影视社区' };

// §2 content type 8 links here: content the app does not carry. Next requires a default export.
export default function ReservedDetailPage() {
  return <UnsupportedContentView path="/reserved/detail" />;
}

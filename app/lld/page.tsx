import type { Metadata } from 'next';

import { LongVideoScreen } from '@/components/video/lld/lld-screen';

export const metadata: Metadata = { title: '长视频 - 影视社区' };

// Next requires a default export for pages.
export default function LongVideoPage() {
  return <LongVideoScreen />;
}

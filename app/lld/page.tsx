import type { Metadata } from 'next';

import { LongVideoScreen } from './_components/lld-screen';

export const metadata: Metadata = { title: '长视频 - 影视社区' };

// Next requires a default export for pages.
export default function LongVideoPage() {
  return <LongVideoScreen />;
}

import type { Metadata } from 'next';

import { OfficialGroupScreen } from '@/components/account/center/service-screens';

export const metadata: Metadata = { title: '官方交流群 - 影视社区' };

// §2 /mine/officialGroup. Next requires a default export for pages.
export default function OfficialGroupPage() {
  return <OfficialGroupScreen />;
}

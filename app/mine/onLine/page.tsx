import type { Metadata } from 'next';

import { OnlineScreen } from '@/components/account/center/service-screens';

export const metadata: Metadata = { title: '在线客服 - 影视社区' };

// §2 /mine/onLine. Next requires a default export for pages.
export default function OnlinePage() {
  return <OnlineScreen />;
}

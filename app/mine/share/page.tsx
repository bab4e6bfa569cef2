import type { Metadata } from 'next';

import { ShareScreen } from '@/components/account/center/share-screen';

export const metadata: Metadata = { title: '分享邀请 - 影视社区' };

// §2 /mine/share. Next requires a default export for pages.
export default function SharePage() {
  return <ShareScreen />;
}

import type { Metadata } from 'next';

import { InvitationScreen } from '@/components/account/center/invitation-screen';

export const metadata: Metadata = { title: '邀请记录 - 影视社区' };

// §2 /mine/invitation. Next requires a default export for pages.
export default function InvitationPage() {
  return <InvitationScreen />;
}

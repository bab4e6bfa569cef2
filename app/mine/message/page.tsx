import type { Metadata } from 'next';

import { MessageScreen } from '@/components/account/center/message-screen';

export const metadata: Metadata = { title: '消息中心 - 影视社区' };

// §2 /mine/message. Next requires a default export for pages.
export default function MessagePage() {
  return <MessageScreen />;
}

import type { Metadata } from 'next';

import { AutoServiceScreen } from '@/components/account/center/auto-service-screen';

export const metadata: Metadata = { title: '智能客服 - 影视社区' };

// §2 /mine/setting/autokf. Next requires a default export for pages.
export default function AutoServicePage() {
  return <AutoServiceScreen />;
}

import type { Metadata } from 'next';

import { ServiceScreen } from '@/components/account/center/service-screens';

export const metadata: Metadata = { title: '在线客服 - 影视社区' };

// §2 /mine/setting/kf. Next requires a default export for pages.
export default function ServicePage() {
  return <ServiceScreen />;
}

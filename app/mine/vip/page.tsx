import type { Metadata } from 'next';

import { VipScreen } from '@/components/money/vip-screen';

export const metadata: Metadata = { title: 'VIP会员 - 影视社区' };

// §2 /mine/vip: the user's membership and how to open or extend it.
export default function VipPage() {
  return <VipScreen />;
}

import type { Metadata } from 'next';

import { RechargeScreen } from '@/components/money/recharge-screen';

export const metadata: Metadata = { title: '金币充值 - 影视社区' };

// §2 /mine/recharge: 金币充值 (the gold balance, which pays for diamonds and VIP).
// Next requires a default export for pages.
export default function RechargePage() {
  return <RechargeScreen />;
}

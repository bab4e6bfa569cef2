import type { Metadata } from 'next';

import { ExchangeScreen } from '@/components/money/exchange-screen';

export const metadata: Metadata = { title: '兑换中心 - 影视社区' };

// §2 /welfare/exchange: 兑换码 for diamonds or VIP days, and the codes used.
export default function ExchangePage() {
  return <ExchangeScreen />;
}

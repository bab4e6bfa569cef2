import type { Metadata } from 'next';

import { PointsExchangeScreen } from '@/components/welfare/points-exchange-screen';

export const metadata: Metadata = { title: '积分兑换 - 影视社区' };

// /mine/pointExchange: pointLevel's 积分兑换 (our route: §2 names none for the points exchange).
export default function PointExchangePage() {
  return <PointsExchangeScreen />;
}

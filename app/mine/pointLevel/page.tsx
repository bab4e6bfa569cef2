import type { Metadata } from 'next';

import { PointLevelScreen } from '@/components/account/center/point-level-screen';

export const metadata: Metadata = { title: '等级积分 - 影视社区' };

// §2 /mine/pointLevel. Next requires a default export for pages.
export default function PointLevelPage() {
  return <PointLevelScreen />;
}

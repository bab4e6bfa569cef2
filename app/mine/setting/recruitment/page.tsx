import type { Metadata } from 'next';

import { RecruitmentScreen } from '@/components/account/center/service-screens';

export const metadata: Metadata = { title: '招商合作 - 影视社区' };

// §2 /mine/setting/recruitment. Next requires a default export for pages.
export default function RecruitmentPage() {
  return <RecruitmentScreen />;
}

import type { Metadata } from 'next';

import { ModifyIntroScreen } from '@/components/account/setting/profile-text-screens';

export const metadata: Metadata = { title: '个人简介 - 影视社区' };

// §2 /mine/setting/modifiIntro. Next requires a default export for pages.
export default function ModifyIntroPage() {
  return <ModifyIntroScreen />;
}

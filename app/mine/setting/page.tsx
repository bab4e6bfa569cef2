import type { Metadata } from 'next';

import { SettingScreen } from '@/components/account/setting/setting-screen';

export const metadata: Metadata = { title: '设置 - 影视社区' };

// §2 /mine/setting. Next requires a default export for pages.
export default function SettingPage() {
  return <SettingScreen />;
}

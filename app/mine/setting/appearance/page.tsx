import type { Metadata } from 'next';

import { AppearanceScreen } from '@/components/account/setting/appearance-screen';

export const metadata: Metadata = { title: '外观 - 影视社区' };

// /mine/setting/appearance: the colour mode (issue 39). Next requires a default export for pages.
export default function AppearancePage() {
  return <AppearanceScreen />;
}

import type { Metadata } from 'next';

import { ScanScreen } from '@/components/account/setting/scan-screen';

export const metadata: Metadata = { title: '扫一扫 - 影视社区' };

// §2 /mine/setting/accoutCodeCamera. Next requires a default export for pages.
export default function ScanPage() {
  return <ScanScreen />;
}

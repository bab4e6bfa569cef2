import type { Metadata } from 'next';

import { CloseAccountScreen } from '@/components/account/setting/close-account-screen';

export const metadata: Metadata = { title: '注销账号 - 影视社区' };

// /mine/setting/closeAccount (issue 39): 注销账号. Next requires a default export for pages.
export default function CloseAccountPage() {
  return <CloseAccountScreen />;
}

import type { Metadata } from 'next';

import { AccountScreen } from '@/components/account/setting/account-screen';

export const metadata: Metadata = { title: '账号信息 - 影视社区' };

// §2 /mine/setting/accout. Next requires a default export for pages.
export default function AccountPage() {
  return <AccountScreen />;
}

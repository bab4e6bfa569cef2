import type { Metadata } from 'next';

import { AccountSecurityScreen } from '@/components/account/setting/account-security-screen';

export const metadata: Metadata = { title: '账号与安全 - 影视社区' };

// §2 /mine/setting/accountSecurity. Next requires a default export for pages.
export default function AccountSecurityPage() {
  return <AccountSecurityScreen />;
}

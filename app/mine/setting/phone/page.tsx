import type { Metadata } from 'next';

import { ChangePhoneScreen } from '@/components/account/setting/phone-screens';

export const metadata: Metadata = { title: '更换手机号 - 影视社区' };

// §2 /mine/setting/phone. Next requires a default export for pages.
export default function ChangePhonePage() {
  return <ChangePhoneScreen />;
}

import type { Metadata } from 'next';

import { BindPhoneScreen } from '@/components/account/setting/phone-screens';

export const metadata: Metadata = { title: '绑定手机号 - 影视社区' };

// §2 /mine/setting/bindPhone. Next requires a default export for pages.
export default function BindPhonePage() {
  return <BindPhoneScreen />;
}

import type { Metadata } from 'next';

import { ModifyNameScreen } from '@/components/account/setting/profile-text-screens';

export const metadata: Metadata = { title: '修改昵称 - 影视社区' };

// §2 /mine/setting/modifyname. Next requires a default export for pages.
export default function ModifyNamePage() {
  return <ModifyNameScreen />;
}

import type { Metadata } from 'next';

import { AvatarScreen } from '@/components/account/setting/avatar-screen';

export const metadata: Metadata = { title: '修改头像 - 影视社区' };

// §2 /mine/setting/avatar. Next requires a default export for pages.
export default function AvatarPage() {
  return <AvatarScreen />;
}

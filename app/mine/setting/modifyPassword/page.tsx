import type { Metadata } from 'next';

import { PasswordScreen } from '@/components/account/setting/password-screen';

export const metadata: Metadata = { title: '修改密码 - 影视社区' };

// §2 /mine/setting/modifyPassword. Next requires a default export for pages.
export default function PasswordPage() {
  return <PasswordScreen />;
}

import type { Metadata } from 'next';

import { RegisterScreen } from '@/components/account/login/register-screen';

export const metadata: Metadata = { title: '注册账号 - 影视社区' };

// §2 /mine/originalRegister. Next requires a default export for pages.
export default function RegisterPage() {
  return <RegisterScreen />;
}

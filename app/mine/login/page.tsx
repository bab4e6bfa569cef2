import type { Metadata } from 'next';

import { LoginScreen } from '@/components/account/login/login-screen';

export const metadata: Metadata = { title: '登录 - 影视社区' };

// §2 /mine/login. Next requires a default export for pages.
export default function LoginPage() {
  return <LoginScreen />;
}

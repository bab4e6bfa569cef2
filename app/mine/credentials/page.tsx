import type { Metadata } from 'next';

import { CredentialsScreen } from '@/components/account/center/credentials-screen';

export const metadata: Metadata = { title: '账号凭证 - 影视社区' };

// §2 /mine/credentials. Next requires a default export for pages.
export default function CredentialsPage() {
  return <CredentialsScreen />;
}

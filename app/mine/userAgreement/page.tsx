import type { Metadata } from 'next';

import { UserAgreementScreen } from '@/components/account/center/agreement-screens';

export const metadata: Metadata = { title: '用户协议 - 影视社区' };

// The login's consent links here (no §2 route: the spec is silent). Next requires a default export.
export default function UserAgreementPage() {
  return <UserAgreementScreen />;
}

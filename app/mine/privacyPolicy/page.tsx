import type { Metadata } from 'next';

import { PrivacyPolicyScreen } from '@/components/account/center/agreement-screens';

export const metadata: Metadata = { title: '隐私政策 - 影视社区' };

// The login's consent links here (no §2 route: the spec is silent). Next requires a default export.
export default function PrivacyPolicyPage() {
  return <PrivacyPolicyScreen />;
}

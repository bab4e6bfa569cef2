import type { Metadata } from 'next';

import { CompanionScreen } from '@/components/ai/companion/companion-screen';

export const metadata: Metadata = { title: 'AI女友 - 影视社区' };

// §2 /ai/aiGirlfriend: a streamed chat with an operator persona, paid in 积分.
export default function AiGirlfriendPage() {
  return <CompanionScreen />;
}

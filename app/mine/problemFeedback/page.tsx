import type { Metadata } from 'next';

import { ProblemFeedbackScreen } from '@/components/account/center/feedback-screens';

export const metadata: Metadata = { title: '问题反馈 - 影视社区' };

// §2 /mine/problemFeedback. Next requires a default export for pages.
export default function ProblemFeedbackPage() {
  return <ProblemFeedbackScreen />;
}

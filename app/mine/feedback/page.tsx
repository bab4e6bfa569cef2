import type { Metadata } from 'next';

import { MyFeedbackScreen } from '@/components/account/center/my-feedback-screen';

export const metadata: Metadata = { title: '我的反馈 - 影视社区' };

// §2 /mine/feedback. Next requires a default export for pages.
export default function MyFeedbackPage() {
  return <MyFeedbackScreen />;
}

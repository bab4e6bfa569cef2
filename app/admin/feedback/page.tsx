import { FeedbackScreen } from '@/components/admin/feedback/feedback-screen';

export default function Page() {
  return <FeedbackScreen />;
}

import { ContentScreen } from '@/components/admin/content/content-screen';

export default function Page() {
  return <ContentScreen />;
}

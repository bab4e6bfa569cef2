import { OverviewScreen } from '@/components/admin/overview-screen';

export default function Page() {
  return <OverviewScreen />;
}

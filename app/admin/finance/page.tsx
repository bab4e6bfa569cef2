import { ComingSoon } from '@/components/admin/coming-soon';

export default function Page() {
  return <ComingSoon title="财务" />;
}

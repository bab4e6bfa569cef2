import { FinanceScreen } from '@/components/admin/finance/finance-screen';

export default function Page() {
  return <FinanceScreen />;
}

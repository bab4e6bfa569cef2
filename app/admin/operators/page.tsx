import { OperatorsScreen } from '@/components/admin/operators-screen';

export default function Page() {
  return <OperatorsScreen />;
}

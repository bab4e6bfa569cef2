import { AuditScreen } from '@/components/admin/audit-screen';

export default function Page() {
  return <AuditScreen />;
}

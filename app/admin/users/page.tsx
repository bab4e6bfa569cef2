import { UsersScreen } from '@/components/admin/users/users-screen';

export default function Page() {
  return <UsersScreen />;
}

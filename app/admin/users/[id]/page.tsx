import { UserScreen } from '@/components/admin/users/user-screen';

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <UserScreen id={id} />;
}

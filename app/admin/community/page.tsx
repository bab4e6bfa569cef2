import { CommunityScreen } from '@/components/admin/community/community-screen';

export default function Page() {
  return <CommunityScreen />;
}

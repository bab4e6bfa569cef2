import { HomeScreen } from '@/components/admin/home/home-screen';

export default function Page() {
  return <HomeScreen />;
}

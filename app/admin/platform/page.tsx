import { PlatformScreen } from '@/components/admin/platform/platform-screen';

export default function Page() {
  return <PlatformScreen />;
}

// The 长视频 tab until its own issue fills it: the shell's chrome and an honest empty state.
import { NewUserVipBanner } from '@/components/shell/new-user-vip-banner';
import { TabScreen } from '@/components/shell/tab-screen';
import { EmptyState } from '@/components/ui/empty-state';

export function LongVideoScreen() {
  return (
    <TabScreen title="长视频">
      <NewUserVipBanner />
      <EmptyState text="内容即将上线" description="精选长视频正在上架中" />
    </TabScreen>
  );
}

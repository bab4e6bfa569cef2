// The 社区 tab until its own issue fills it: the shell's chrome and an honest empty state.
import { TabScreen } from '@/components/shell/tab-screen';
import { EmptyState } from '@/components/ui/empty-state';

export function CommunityScreen() {
  return (
    <TabScreen title="社区" publish>
      <EmptyState text="内容即将上线" description="社区帖子正在准备中，先发一条帖子吧" />
    </TabScreen>
  );
}

// The 游戏 tab until its own issue fills it: the shell's chrome and an honest empty state.
import { TabScreen } from '@/components/shell/tab-screen';
import { EmptyState } from '@/components/ui/empty-state';

export function GameScreen() {
  return (
    <TabScreen title="游戏">
      <EmptyState text="内容即将上线" description="游戏中心正在准备中" />
    </TabScreen>
  );
}

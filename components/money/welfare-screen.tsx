// The 福利 tab until its own issue fills it: the shell's chrome and an honest empty state.
import { TabScreen } from '@/components/shell/tab-screen';
import { EmptyState } from '@/components/ui/empty-state';

export function WelfareScreen() {
  return (
    <TabScreen title="福利">
      <EmptyState text="内容即将上线" description="每日任务和福利兑换正在准备中" />
    </TabScreen>
  );
}

'use client';
// /liveTv until live TV is built: the home grid's 直播 and the live banner lead here, so the
// route is a screen of the app (kept alive, §2) with an honest word instead of 页面不存在.
import { EmptyState } from '@/components/ui/empty-state';
import { Header } from '@/components/ui/header';

export function LiveTvScreen() {
  return (
    <main>
      <Header title="直播" />
      <EmptyState text="直播即将上线" description="直播频道正在准备中，敬请期待" />
    </main>
  );
}

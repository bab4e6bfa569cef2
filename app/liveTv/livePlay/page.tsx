import type { Metadata } from 'next';
import { Suspense } from 'react';

import { LivePlayScreen } from '@/components/live/live-play-screen';
import { PlayerFrame } from '@/components/video/play/player-frame';

export const metadata: Metadata = { title: '直播 - 影视社区' };

// /liveTv/livePlay?id=&name=: a live channel playing, its details and 更多直播.
export default function LivePlayPage() {
  return (
    <Suspense fallback={<PlayerFrame />}>
      <LivePlayScreen />
    </Suspense>
  );
}

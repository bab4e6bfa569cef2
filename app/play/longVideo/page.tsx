import type { Metadata } from 'next';
import { Suspense } from 'react';

import { LongVideoScreen } from '@/components/video/play/long-video-screen';
import { PlayerFrame } from '@/components/video/play/player-frame';

export const metadata: Metadata = { title: '视频播放 - 影视社区' };

// §2 /play/longVideo?id=: the player, its line switching, description, like and collect. The
// frame shows while the player's code loads on a first visit from a feed.
export default function LongVideoPage() {
  return (
    <Suspense fallback={<PlayerFrame />}>
      <LongVideoScreen />
    </Suspense>
  );
}

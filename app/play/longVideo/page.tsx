import type { Metadata } from 'next';
import { Suspense } from 'react';

import { LongVideoScreen } from '@/components/video/play/long-video-screen';

export const metadata: Metadata = { title: '视频播放 - 影视社区' };

// §2 /play/longVideo?id=: the player, its line switching, description, like and collect.
export default function LongVideoPage() {
  return (
    <Suspense>
      <LongVideoScreen />
    </Suspense>
  );
}

import type { Metadata } from 'next';
import { Suspense } from 'react';

import { LivePlayScreen } from '@/components/live/live-play-screen';
import { PlayerFrame } from '@/components/video/play/player-frame';
import { liveCover } from '@/lib/bff/live-cover';
import { servedPoster } from '@/lib/bff/served-poster';

export const metadata: Metadata = { title: '直播 - 影视社区' };

type Search = Promise<Record<string, string | string[] | undefined>>;

// /liveTv/livePlay?id=&name=: a live channel playing, its details and 更多直播. A launch frame,
// as /play/longVideo: the channel's cover comes with a document load when the server has it in
// time (lib/bff/served-poster), so the poster is drawn from the HTML before any script.
export default async function LivePlayPage({ searchParams }: { searchParams: Search }) {
  const served = await servedPoster((await searchParams).id, liveCover);
  return (
    <Suspense fallback={<PlayerFrame />}>
      <LivePlayScreen served={served} />
    </Suspense>
  );
}

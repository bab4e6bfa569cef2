import type { Metadata } from 'next';
import { Suspense } from 'react';

import { PlayerFrame } from '@/components/video/play/player-frame';
import { playerCover } from '@/lib/bff/player-cover';
import { servedPoster } from '@/lib/bff/served-poster';

import { LongVideoEntry } from './long-video-entry';

export const metadata: Metadata = { title: '视频播放 - 影视社区' };

type Search = Promise<Record<string, string | string[] | undefined>>;

// §2 /play/longVideo?id=: the player, its line switching, description, like and collect. The
// frame shows while the player's code loads on a first visit from a feed. The video's cover
// comes with a document load when the server has it in time (lib/bff/served-poster): the
// poster is then drawn from the HTML, before any script, as /home's first covers are.
export default async function LongVideoPage({ searchParams }: { searchParams: Search }) {
  const served = await servedPoster((await searchParams).id, playerCover);
  return (
    <Suspense fallback={<PlayerFrame />}>
      <LongVideoEntry served={served} />
    </Suspense>
  );
}

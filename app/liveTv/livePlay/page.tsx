import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { Suspense } from 'react';

import { LivePlayScreen } from '@/components/live/live-play-screen';
import { PlayerFrame } from '@/components/video/play/player-frame';
import { liveCover } from '@/lib/bff/live-cover';
import { mayReadPoster } from '@/lib/bff/served-read-budget';
import { wantsServedCover } from '@/lib/domain/video/first-covers';
import { parseQueryId } from '@/lib/domain/video/links';

export const metadata: Metadata = { title: '直播 - 影视社区' };

type Search = Promise<Record<string, string | string[] | undefined>>;

// /liveTv/livePlay?id=&name=: a live channel playing, its details and 更多直播. A launch frame,
// as /play/longVideo: the channel's cover comes with a document load when the server has it in
// time (lib/bff/live-cover), so the poster is drawn from the HTML before any script.
export default async function LivePlayPage({ searchParams }: { searchParams: Search }) {
  const raw = (await searchParams).id;
  const id = parseQueryId(typeof raw === 'string' ? raw : null);
  const requestHeaders = await headers();
  const document = wantsServedCover(requestHeaders.get('sec-fetch-dest'));
  // Each read is the web server's own call: a budget per visitor's address (served-read-budget).
  const cover =
    id === null || !document || !(await mayReadPoster(requestHeaders)) ? null : await liveCover(id);
  const served = id !== null && cover !== null ? { id, src: cover } : null;
  return (
    <Suspense fallback={<PlayerFrame />}>
      <LivePlayScreen served={served} />
    </Suspense>
  );
}

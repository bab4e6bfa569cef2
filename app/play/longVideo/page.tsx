import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { Suspense } from 'react';

import { PlayerFrame } from '@/components/video/play/player-frame';
import { playerCover } from '@/lib/bff/player-cover';
import { mayReadPoster } from '@/lib/bff/served-read-budget';
import { wantsServedCover } from '@/lib/domain/video/first-covers';
import { parseQueryId } from '@/lib/domain/video/links';

import { LongVideoEntry } from './long-video-entry';

export const metadata: Metadata = { title: '视频播放 - 影视社区' };

type Search = Promise<Record<string, string | string[] | undefined>>;

// §2 /play/longVideo?id=: the player, its line switching, description, like and collect. The
// frame shows while the player's code loads on a first visit from a feed. The video's cover
// comes with the page when the server has it in time (lib/bff/player-cover): the poster is
// then drawn from the HTML, before any script, as /home's first covers are. Only for a
// document: a move inside the app (the router's fetch, `Sec-Fetch-Dest: empty`; Next hides its
// own RSC headers from pages) has the tapped card's cover already and must not wait on the read.
export default async function LongVideoPage({ searchParams }: { searchParams: Search }) {
  const raw = (await searchParams).id;
  const id = parseQueryId(typeof raw === 'string' ? raw : null);
  const requestHeaders = await headers();
  const document = wantsServedCover(requestHeaders.get('sec-fetch-dest'));
  // Each read is the web server's own call: a budget per visitor's address (served-read-budget).
  const cover =
    id === null || !document || !(await mayReadPoster(requestHeaders))
      ? null
      : await playerCover(id);
  const served = id !== null && cover !== null ? { id, src: cover } : null;
  return (
    <Suspense fallback={<PlayerFrame />}>
      <LongVideoEntry served={served} />
    </Suspense>
  );
}

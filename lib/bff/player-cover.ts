import 'server-only';

import { unstable_cache } from 'next/cache';

import { servableCover } from '@/lib/domain/video/first-covers';
import type { CallOutput } from '@/lib/protocol/call-table';

import {
  CATALOGUE_TAG,
  CATALOGUE_TTL_SECONDS,
  SERVICE_CLIENT,
  withinCatalogueWait,
} from './catalogue';
import { getBffConfig, type BffConfig } from './env';
import { firstCoverCount, offerFirstCovers } from './first-covers';
import { callOrigin } from './origin-call';

// The player's poster for /play/longVideo?id= (issue 36 item 3): the video's public card, read
// with the web server's own identity (media/card, the catalogue as any feed shows it; nothing
// of any user), so the page arrives with the cover served by /api/cover and drawn without
// script. The stream and its entitlement are untouched: media/play stays the browser's own.

export type VideoCard = CallOutput<'media/card'>;

/** media/card of `id` as the service identity, straight from the origin; null on any refusal. */
export async function fetchVideoCard(id: number, bff?: BffConfig): Promise<VideoCard | null> {
  const config = bff ?? (await getBffConfig());
  if (!config.serviceToken) return null;
  const envelope = await callOrigin(
    config,
    'media/card',
    { id },
    { token: config.serviceToken, ...SERVICE_CLIENT },
  );
  return envelope.code === 200 ? (envelope.data as VideoCard) : null;
}

// One answer per video serves every visitor for a few seconds, as the first screen's; a failure
// throws inside the cache so it is never kept. The origin's address is part of the key.
const cachedCover = unstable_cache(
  async (id: number, _origin: string): Promise<string> => {
    const cover = servableCover((await fetchVideoCard(id))?.cover);
    if (cover === null) throw new Error(`no servable cover for video ${id}`);
    return cover;
  },
  [CATALOGUE_TAG, 'player-cover'],
  { revalidate: CATALOGUE_TTL_SECONDS, tags: [CATALOGUE_TAG] },
);

async function loadCachedCover(id: number): Promise<string> {
  const config = await getBffConfig();
  if (!config.serviceToken) throw new Error('no service identity');
  return cachedCover(id, config.originUrl.href);
}

/**
 * The cover path of video `id` for a page being rendered, offered to /api/cover; null when
 * served covers are off (FIRST_SCREEN_COVERS=0), or it is not there within CATALOGUE_WAIT_MS
 * (the page then loads its poster as it always did).
 */
export async function playerCover(
  id: number,
  load: (id: number) => Promise<string> = loadCachedCover,
): Promise<string | null> {
  if (firstCoverCount() === 0) return null;
  const cover = await withinCatalogueWait(load(id));
  if (cover !== null) offerFirstCovers([cover]);
  return cover;
}

import 'server-only';

import { unstable_cache } from 'next/cache';

import { servableCover } from '@/lib/domain/video/first-covers';
import type { CallOutput } from '@/lib/protocol/call-table';

import {
  CATALOGUE_TAG,
  CATALOGUE_TTL_SECONDS,
  serviceRead,
  withinCatalogueWait,
} from './catalogue';
import { getBffConfig, type BffConfig } from './env';
import { firstCoverCount, offerFirstCovers } from './first-covers';

// The player's poster for /play/longVideo?id= (issue 36 item 3): the video's public card, read
// with the web server's own identity (media/card, the catalogue as any feed shows it; nothing
// of any user), so the page arrives with the cover served by /api/cover and drawn without
// script. The stream and its entitlement are untouched: media/play stays the browser's own.

export type VideoCard = CallOutput<'media/card'>;

/** media/card of `id` as the service identity, straight from the origin; null on any refusal. */
export function fetchVideoCard(id: number, bff?: BffConfig): Promise<VideoCard | null> {
  return serviceRead('media/card', { id }, bff);
}

/**
 * A cached reader of covers by id (`key` names the cache): one answer per id serves every
 * visitor for a few seconds, as the first screen's; a failure (no servable cover) throws inside
 * the cache so it is never kept. The origin's address is part of the key.
 */
export function cachedCoverReader(
  key: string,
  cover: (id: number) => Promise<string | null | undefined>,
): (id: number) => Promise<string> {
  const cached = unstable_cache(
    async (id: number, _origin: string): Promise<string> => {
      const src = servableCover(await cover(id));
      if (src === null) throw new Error(`no servable cover for ${key} ${id}`);
      return src;
    },
    [CATALOGUE_TAG, key],
    { revalidate: CATALOGUE_TTL_SECONDS, tags: [CATALOGUE_TAG] },
  );
  return async (id) => {
    const config = await getBffConfig();
    if (!config.serviceToken) throw new Error('no service identity');
    return cached(id, config.originUrl.href);
  };
}

const loadCachedCover = cachedCoverReader(
  'player-cover',
  async (id) => (await fetchVideoCard(id))?.cover,
);

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

import 'server-only';

import { unstable_cache } from 'next/cache';

import type { CallInput, CallName, CallOutput } from '@/lib/protocol/call-table';

import { withinCacheTime, type Dated } from './cache-age';
import { getBffConfig, type BffConfig } from './env';
import { callOrigin } from './origin-call';

// The public catalogue of a first screen (media/home of /home or /lld), read by the web server
// with its own identity (SERVICE_TOKEN: read-only, catalogue calls only) so the page can arrive
// with its cards before the visitor has a session. One answer serves every visitor for a few
// seconds (Next's data cache, tagged); it holds nothing of any user (no likes, purchases or
// VIP prices: media/home's cards carry none), so it cannot carry one user's state to another.

export const CATALOGUE_TAG = 'catalogue';
export const CATALOGUE_TTL_SECONDS = 5;
/** A page never waits longer than this: the browser then asks with its own session. */
export const CATALOGUE_WAIT_MS = 800;

export type HomeArea = 'home' | 'lld';
export type FirstScreen = CallOutput<'media/home'>;
/** The answer and when the origin gave it (the browser's cache ages it from then). */
export type FirstScreenRead = Dated<FirstScreen>;

/** How the web server presents itself to the origin for its catalogue reads. */
export const SERVICE_CLIENT = {
  userAgent: 'dt=pc;st=h5_pc;av=2.1.1;bn=server;bv=1',
  accept: null,
  realIp: null,
} as const;

/**
 * A call the web server makes with its own identity (one the call table marks `serviceRead`),
 * straight from the origin: its data, or null without a SERVICE_TOKEN or on any refusal (the
 * origin refuses the identity any other call).
 */
export async function serviceRead<N extends CallName>(
  name: N,
  input: CallInput<N>,
  bff?: BffConfig,
): Promise<CallOutput<N> | null> {
  const config = bff ?? (await getBffConfig());
  if (!config.serviceToken) return null;
  const envelope = await callOrigin(config, name, input, {
    token: config.serviceToken,
    ...SERVICE_CLIENT,
  });
  return envelope.code === 200 ? (envelope.data as CallOutput<N>) : null;
}

/** media/home of `area` (its first tab) as the service identity, straight from the origin. */
export function fetchFirstScreen(area: HomeArea, bff?: BffConfig): Promise<FirstScreen | null> {
  return serviceRead('media/home', { area }, bff);
}

// A failure throws inside the cache so it is never kept.
// The origin's address is part of the key (an argument), as for the landing config.
const cachedFirstScreen = unstable_cache(
  async (area: HomeArea, _origin: string): Promise<FirstScreenRead> => {
    const data = await fetchFirstScreen(area);
    if (!data) throw new Error(`no first screen for ${area}`);
    return { data, at: Date.now() };
  },
  [CATALOGUE_TAG],
  { revalidate: CATALOGUE_TTL_SECONDS, tags: [CATALOGUE_TAG] },
);

async function loadCachedFirstScreen(area: HomeArea): Promise<FirstScreenRead> {
  const config = await getBffConfig();
  // Without the identity there is nothing to read (the cache may hold another server's answer).
  if (!config.serviceToken) throw new Error('no service identity');
  const read = await cachedFirstScreen(area, config.originUrl.href);
  return withinCacheTime(read, CATALOGUE_TTL_SECONDS, Date.now(), () =>
    fetchFirstScreen(area, config),
  );
}

/** The first screen for a page being rendered, or null if it is not there within the wait. */
export function firstScreen(
  area: HomeArea,
  load: (area: HomeArea) => Promise<FirstScreenRead> = loadCachedFirstScreen,
): Promise<FirstScreenRead | null> {
  return withinCatalogueWait(load(area));
}

/** A catalogue read's answer, or null if it fails or is not there within CATALOGUE_WAIT_MS. */
export async function withinCatalogueWait<T>(read: Promise<T>): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), CATALOGUE_WAIT_MS);
  });
  try {
    return await Promise.race([read.catch(() => null), late]);
  } finally {
    clearTimeout(timer);
  }
}

import 'server-only';

import { unstable_cache } from 'next/cache';

import { buildXUserAgent, detectClient } from '@/lib/domain/platform/user-agent';

import { withinCacheTime, type Dated } from './cache-age';
import { getBffConfig, type BffConfig } from './env';
import { callOrigin } from './origin-call';

// The server config (§3, GET ping/config) fetched by the web server while it renders a page,
// so the page arrives with it and the bootstrap's first step (§2 "load the config if missing")
// costs the browser no round trip. It is public (ping/config takes no token) and the same for
// every visitor, so one answer serves every page for a few seconds (Next's data cache, tagged).
// Anything short of a prompt success is null: the page then loads the config itself.

/** How long one answer serves: ads and announcements still change within seconds. */
export const LANDING_CONFIG_TTL_SECONDS = 10;
export const LANDING_CONFIG_TAG = 'landing-config';
/** A page never waits longer than this for it: the browser can ask on its own. */
export const LANDING_CONFIG_WAIT_MS = 1_500;

type Config = Record<string, unknown>;

/** One GET ping/config through the BFF's own exchange (sign, origin, decrypt), as this browser. */
export async function fetchLandingConfig(
  userAgent: string | null,
  config?: BffConfig,
): Promise<Config | null> {
  const envelope = await callOrigin(
    config ?? (await getBffConfig()),
    'ping/config',
    {},
    {
      token: '',
      userAgent: buildXUserAgent(detectClient(userAgent), false),
      accept: null,
      realIp: null,
    },
  );
  const data = envelope.data;
  if (envelope.code !== 200 || typeof data !== 'object' || data === null || Array.isArray(data)) {
    return null;
  }
  return data as Config;
}

// A failure throws inside the cache so it is never kept; the page then gets null below.
// The origin's address is part of the key (an argument): web servers sharing one .next (the
// e2e stacks, a staging server beside production) never serve each other's config.
const cachedConfig = unstable_cache(
  async (_origin: string): Promise<Dated<Config>> => {
    const value = await fetchLandingConfig(null);
    if (!value) throw new Error('the origin gave no config');
    return { data: value, at: Date.now() };
  },
  [LANDING_CONFIG_TAG],
  { revalidate: LANDING_CONFIG_TTL_SECONDS, tags: [LANDING_CONFIG_TAG] },
);

async function loadCachedConfig(): Promise<Config> {
  const config = await getBffConfig();
  const read = await cachedConfig(config.originUrl.href);
  const fresh = await withinCacheTime(read, LANDING_CONFIG_TTL_SECONDS, Date.now(), () =>
    fetchLandingConfig(null, config),
  );
  return fresh.data;
}

export type LandingConfigOptions = { waitMs?: number; load?: () => Promise<Config> };

/** The config for a page being rendered, or null if it is not there within waitMs. */
export async function landingConfig(options: LandingConfigOptions = {}): Promise<Config | null> {
  const load = (options.load ?? loadCachedConfig)().catch(() => null);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), options.waitMs ?? LANDING_CONFIG_WAIT_MS);
  });
  try {
    return await Promise.race([load, late]);
  } finally {
    clearTimeout(timer);
  }
}

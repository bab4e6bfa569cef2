import 'server-only';

import { buildXUserAgent, detectClient } from '@/lib/domain/user-agent';

import { proxyRequest, type ConfigSource } from './proxy';

// The server config (§3, GET ping/config) fetched by the web server while it renders a page,
// so the page arrives with it and the bootstrap's first step (§2 "load the config if missing")
// costs the browser no round trip. It is public (ping/config takes no token) and the same for
// every visitor, so one answer serves every page for a few seconds. Anything short of a prompt
// success is null: the page then loads the config itself, as it always could.

/** How long one answer serves: ads and announcements still change within seconds. */
export const LANDING_CONFIG_TTL_MS = 10_000;
/** A page never waits longer than this for it: the browser can ask on its own. */
export const LANDING_CONFIG_WAIT_MS = 1_500;

interface Cached {
  value: Record<string, unknown>;
  expires: number;
}

let cached: Cached | null = null;
let inflight: Promise<Record<string, unknown> | null> | null = null;

/** One GET ping/config through the BFF's own pipeline (sign, origin, decrypt), as this browser. */
export async function fetchLandingConfig(
  userAgent: string | null,
  source?: ConfigSource,
): Promise<Record<string, unknown> | null> {
  const request = new Request('http://bff.internal/api/app/ping/config', {
    headers: { 'x-user-agent': buildXUserAgent(detectClient(userAgent), false) },
  });
  const response = await proxyRequest(request, source);
  const envelope = (await response.json()) as { code?: unknown; data?: unknown };
  const data = envelope.data;
  if (envelope.code !== 200 || typeof data !== 'object' || data === null || Array.isArray(data)) {
    return null;
  }
  return data as Record<string, unknown>;
}

export interface LandingConfigOptions {
  now?: () => number;
  waitMs?: number;
  fetch?: (userAgent: string | null) => Promise<Record<string, unknown> | null>;
}

/** The config for a page being rendered for a browser with this User-Agent, or null. */
export async function landingConfig(
  userAgent: string | null,
  options: LandingConfigOptions = {},
): Promise<Record<string, unknown> | null> {
  const now = options.now ?? Date.now;
  if (cached && cached.expires > now()) return cached.value;
  if (!inflight) {
    const load = options.fetch ?? ((ua: string | null) => fetchLandingConfig(ua));
    inflight = load(userAgent)
      .then((value) => {
        if (value) cached = { value, expires: now() + LANDING_CONFIG_TTL_MS };
        return value;
      })
      .catch(() => null)
      .finally(() => {
        inflight = null;
      });
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), options.waitMs ?? LANDING_CONFIG_WAIT_MS);
  });
  try {
    return await Promise.race([inflight, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Forgets the cached answer (tests). */
export function resetLandingConfig(): void {
  cached = null;
  inflight = null;
}

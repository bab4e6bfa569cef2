// The settings of the page security headers, from the environment, and whether a request came
// over HTTPS. Pure (the env is handed in): middleware.ts reads process.env once per process.

import { cdnServers } from '@/lib/domain/platform/domains';

import type { PageSecuritySettings } from './page-security';

type Env = Readonly<Record<string, string | undefined>>;

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/** http(s) origins of a comma-separated list; anything else is dropped (never a wider policy). */
export function originList(raw: string | undefined): string[] {
  const origins: string[] = [];
  for (const entry of (raw ?? '').split(',')) {
    try {
      const url = new URL(entry.trim());
      if (url.protocol === 'http:' || url.protocol === 'https:') origins.push(url.origin);
    } catch {
      // Not a URL: left out.
    }
  }
  return [...new Set(origins)];
}

/** The settings; ORIGIN_PUBLIC_URL defaults as the origin's own (origin/config.ts) does. */
export function pageSecuritySettings(env: Env): PageSecuritySettings {
  const origin = originList(
    read(env, 'ORIGIN_PUBLIC_URL') ?? `http://localhost:${read(env, 'ORIGIN_PORT') ?? '4000'}`,
  );
  const mirrors = originList(env.ORIGIN_CDN_MIRRORS);
  return {
    // The lines the origin's config lists (its loopback twin included), nothing wider.
    mediaOrigins: origin[0] ? originList(cdnServers(origin[0], mirrors).join(',')) : mirrors,
    frameOrigins: [...new Set([...origin, ...originList(env.GAME_FRAME_ORIGINS)])],
    frameAncestors: originList(env.FRAME_ANCESTORS),
    development: env.NODE_ENV === 'development',
  };
}

const SETTINGS_ENV = [
  'ORIGIN_PUBLIC_URL',
  'ORIGIN_PORT',
  'ORIGIN_CDN_MIRRORS',
  'GAME_FRAME_ORIGINS',
  'FRAME_ANCESTORS',
  'NODE_ENV',
] as const;
let memo: { key: string; settings: PageSecuritySettings } | undefined;

/**
 * pageSecuritySettings, parsed again only when one of its variables changed: the URL parsing
 * costs more than the rest of a page's headers (docs/decisions/0027-page-security-headers.md).
 */
export function currentPageSecuritySettings(env: Env): PageSecuritySettings {
  const key = SETTINGS_ENV.map((name) => env[name] ?? '').join('\n');
  if (memo?.key !== key) memo = { key, settings: pageSecuritySettings(env) };
  return memo.settings;
}

/** BFF_TRUSTED_PROXY_HOPS as lib/bff/env.ts reads it: a bad value trusts no proxy. */
export function trustedProxyHops(env: Env): number {
  const raw = read(env, 'BFF_TRUSTED_PROXY_HOPS');
  return raw !== undefined && /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
}

/**
 * Whether the browser's connection was HTTPS. `next start` itself speaks plain HTTP, and Next
 * passes a client-sent X-Forwarded-Proto on unchanged, so with no trusted proxy the answer is
 * no. With N proxies it is the Nth entry from the right, as for X-Forwarded-For
 * (lib/bff/client-headers.ts): the one the outermost trusted proxy wrote.
 */
export function requestIsHttps(headers: Headers, hops: number): boolean {
  if (hops === 0) return false;
  const entries = (headers.get('x-forwarded-proto') ?? '').split(',').map((e) => e.trim());
  if (entries.length < hops) return false;
  return entries[entries.length - hops]?.toLowerCase() === 'https';
}

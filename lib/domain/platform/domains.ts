// CDN and API lines from the server config's `domain` list (spec §3, §9).

export const DOMAIN_TYPES = ['LAND', 'IMAGE', 'MP4', 'AIIMG', 'API', 'VID', 'H5SHAREURL'] as const;
export type DomainType = (typeof DOMAIN_TYPES)[number];

export interface DomainEntry {
  type: DomainType;
  urls: string[];
}

export type CdnLines = Record<DomainType, string[]>;

function isDomainType(value: unknown): value is DomainType {
  return typeof value === 'string' && (DOMAIN_TYPES as readonly string[]).includes(value);
}

/**
 * Type → urls for every type. The config comes from the network, so anything that is not
 * an object with a known type and a urls array is skipped, as are non-string and blank
 * urls. Entries of the same type are merged in order; urls are trimmed and deduplicated
 * as written (no trailing-slash or case folding).
 */
export function cdnLines(entries: readonly unknown[] | null | undefined): CdnLines {
  const lines = Object.fromEntries(DOMAIN_TYPES.map((t) => [t, [] as string[]])) as CdnLines;
  if (!Array.isArray(entries)) return lines;
  for (const entry of entries) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { type, urls } = entry as { type?: unknown; urls?: unknown };
    if (!isDomainType(type) || !Array.isArray(urls)) continue;
    const list = lines[type];
    for (const url of urls) {
      if (typeof url !== 'string') continue;
      const clean = url.trim();
      if (clean !== '' && !list.includes(clean)) list.push(clean);
    }
  }
  return lines;
}

// §9: the third URL, then the second, the first and the fourth.
const API_URL_PREFERENCE = [2, 1, 0, 3] as const;

/** The API base from the API line's urls; blank or missing slots are skipped. */
export function apiBase(
  urls: readonly (string | null | undefined)[] | null | undefined,
): string | null {
  if (!Array.isArray(urls)) return null;
  for (const index of API_URL_PREFERENCE) {
    const url: unknown = urls[index];
    if (typeof url === 'string' && url.trim() !== '') return url.trim();
  }
  return null;
}

/**
 * The servers that answer /cdn (the origin's media lines): the public URL, the mirrors, and —
 * for a local origin without mirrors — the same server under its other loopback name, so the
 * app's line switching has two lines to switch between. The origin lists them in the config; the
 * web tier's page CSP allows the same ones.
 */
export function cdnServers(publicUrl: string, mirrors: readonly string[]): string[] {
  const servers = [publicUrl, ...mirrors];
  const url = new URL(publicUrl);
  const twin =
    url.hostname === 'localhost' ? '127.0.0.1' : url.hostname === '127.0.0.1' ? 'localhost' : null;
  if (twin && mirrors.length === 0) {
    url.hostname = twin;
    servers.push(`${url.origin}${url.pathname.replace(/\/+$/, '')}`);
  }
  return [...new Set(servers)];
}

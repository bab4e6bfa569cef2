// The launch query of spec §2 (UID, uuid, isLight, dc, pc, isAppStore): validated once here,
// read by middleware.ts (server) and by the bootstrap (browser), so both agree on what counts.

export const LAUNCH_PARAM_NAMES = ['UID', 'uuid', 'isLight', 'dc', 'pc', 'isAppStore'] as const;
export type LaunchParamName = (typeof LAUNCH_PARAM_NAMES)[number];
export type LaunchParams = Partial<Record<LaunchParamName, string>>;

/** Channel of spec §3. Values stay the strings the landing link carried: the origin stores them as sent. */
export interface Channel {
  pc?: string;
  dc?: string;
  isLight?: string;
}

export const CHANNEL_FIELDS = ['pc', 'dc', 'isLight'] as const;
export const LAUNCH_VALUE_MAX_LENGTH = 64;
/** Request header middleware.ts sets for server components (never trusted from the client). */
export const LAUNCH_HEADER = 'x-launch-params';
/** Cookie that carries the channel past the landing URL (later navigations have no query). */
export const CHANNEL_COOKIE = 'channel';
export const CHANNEL_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

// Visible ASCII only: these values end up in a header, a cookie, a JSON payload and the DB.
// Spaces, quotes, separators and anything non-ASCII are refused, not cleaned, so a
// mangled link is dropped instead of becoming a different channel.
const VALUE_PATTERN = /^[A-Za-z0-9._~:@!$*+\-]+$/;

export function isValidLaunchValue(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length > 0 &&
    value.length <= LAUNCH_VALUE_MAX_LENGTH &&
    VALUE_PATTERN.test(value)
  );
}

/**
 * The valid launch values of a query. A name given twice is ambiguous and dropped, as is
 * any value that fails isValidLaunchValue; names are case-sensitive as §2 writes them.
 */
export function readLaunchParams(query: URLSearchParams): LaunchParams {
  const out: LaunchParams = {};
  for (const name of LAUNCH_PARAM_NAMES) {
    const all = query.getAll(name);
    if (all.length !== 1) continue;
    const value = all[0]?.trim();
    if (isValidLaunchValue(value)) out[name] = value;
  }
  return out;
}

export function hasLaunchParams(params: LaunchParams): boolean {
  return Object.keys(params).length > 0;
}

/** '1'/'true' → true, '0'/'false' → false; anything else says nothing (undefined). */
export function parseFlag(value: string | null | undefined): boolean | undefined {
  if (typeof value !== 'string') return undefined;
  const v = value.trim().toLowerCase();
  if (v === '1' || v === 'true') return true;
  if (v === '0' || v === 'false') return false;
  return undefined;
}

export function channelFromLaunch(params: LaunchParams): Channel {
  const channel: Channel = {};
  for (const field of CHANNEL_FIELDS) {
    const value = params[field];
    if (value !== undefined) channel[field] = value;
  }
  return channel;
}

/** Field-by-field: a later link that names only pc keeps the dc recorded earlier. */
export function mergeChannel(previous: Channel | null | undefined, next: Channel): Channel {
  const merged: Channel = {};
  for (const field of CHANNEL_FIELDS) {
    const value = next[field] ?? previous?.[field];
    if (isValidLaunchValue(value)) merged[field] = value;
  }
  return merged;
}

/**
 * §2 steps 2–3: the channel after this link. Only what the query says changes it (merged field
 * by field); a link without channel fields leaves the stored channel as it is (same object).
 */
export function launchedChannel(stored: Channel, params: LaunchParams): Channel {
  const fromQuery = channelFromLaunch(params);
  return Object.keys(fromQuery).length > 0 ? mergeChannel(stored, fromQuery) : stored;
}

/** A launch flag after this link (what rememberLaunch leaves): the link's value, else the stored one. */
export function launchedFlag(stored: boolean, value: string | undefined): boolean {
  return parseFlag(value) ?? stored;
}

export function isChannel(value: unknown): value is Channel {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return Object.keys(record).every(
    (k) => (CHANNEL_FIELDS as readonly string[]).includes(k) && isValidLaunchValue(record[k]),
  );
}

/** `pc=p1&dc=d1` form, used for both the header and the cookie. */
export function encodeParams(params: LaunchParams | Channel): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string') search.set(name, value);
  }
  return search.toString();
}

export function decodeLaunchParams(text: string | null | undefined): LaunchParams {
  if (typeof text !== 'string' || text === '') return {};
  return readLaunchParams(new URLSearchParams(text));
}

export function decodeChannel(text: string | null | undefined): Channel {
  return channelFromLaunch(decodeLaunchParams(text));
}

// Link and deep-link dispatch of §2: action keys, type codes, content types, ad links,
// link parsing and the app-token rule. Whether a link may leave the app is safe-url.ts.

export const NOT_FOUND_PATH = '/notFound';

// Where `home` lands without index 2 and without an id: the default homePath of §3.
export const DEFAULT_HOME_PATH = '/home';

export const LINK_ACTIONS = [
  'home',
  'video',
  'vip',
  'member_wallet',
  'share_invite',
  'video_tag',
  'video_topic_more',
  'post_details',
  'user_center',
  'member_account',
  'community_publish',
  'up_list',
  'member_ai',
  'game_centre',
  'short_video',
] as const;

export type LinkAction = (typeof LINK_ACTIONS)[number];

// Server data is loosely typed: ids arrive as numbers or strings, sometimes null.
export type LinkParamValue = string | number | null | undefined;

export type LinkParams = {
  id?: LinkParamValue;
  index?: LinkParamValue;
  name?: LinkParamValue;
  token?: LinkParamValue;
};

type Route = (params: LinkParams) => string;

/** A usable parameter value as text, or undefined when it carries nothing. */
function paramText(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return text === '' ? undefined : text;
}

/** `path?k=v…` with values encoded by URLSearchParams so any text (Chinese, &, =, #) round-trips. */
function withQuery(path: string, entries: ReadonlyArray<readonly [string, string | undefined]>) {
  const query = new URLSearchParams();
  for (const [key, value] of entries) if (value !== undefined) query.append(key, value);
  return `${path}?${query.toString()}`;
}

// A detail screen without an id can only show an empty page; /notFound says so honestly.
function idRoute(path: string, id: LinkParamValue): string {
  const text = paramText(id);
  return text === undefined ? NOT_FOUND_PATH : withQuery(path, [['id', text]]);
}

const fixed =
  (path: string): Route =>
  () =>
    path;

const topicRoute: Route = (params) => {
  const id = paramText(params.id);
  if (id === undefined) return NOT_FOUND_PATH;
  return withQuery('/topicList', [
    ['id', id],
    ['name', paramText(params.name)],
  ]);
};

const ACTION_ROUTES: Readonly<Record<LinkAction, Route>> = {
  home: (params) => {
    if (paramText(params.index) === '2') return '/lld';
    return paramText(params.id) === undefined
      ? DEFAULT_HOME_PATH
      : idRoute('/play/longVideo', params.id);
  },
  video: (params) => idRoute('/play/longVideo', params.id),
  vip: fixed('/mine/vip'),
  member_wallet: fixed('/mine/diamondRecharge'),
  share_invite: fixed('/mine/share'),
  video_tag: topicRoute,
  video_topic_more: topicRoute,
  post_details: (params) => idRoute('/community/postDetail', params.id),
  user_center: (params) => idRoute('/community/upInfo', params.id),
  member_account: fixed('/mine/credentials'),
  community_publish: fixed('/community/publish'),
  up_list: fixed('/subpage/upRank'),
  member_ai: fixed('/ai/generate'),
  game_centre: fixed('/game'),
  // Not in §2's table: the short-video pager (issue 37), on the clip when an id comes.
  short_video: (params) =>
    paramText(params.id) === undefined ? '/shortVideo' : idRoute('/shortVideo', params.id),
};

const ACTION_SET: ReadonlySet<string> = new Set(LINK_ACTIONS);

export function isLinkAction(value: unknown): value is LinkAction {
  return typeof value === 'string' && ACTION_SET.has(value);
}

/**
 * Operators type action keys by hand, so 'Member Wallet' and 'member-wallet' are accepted as
 * member_wallet. The Set lookup (not `in`) keeps '__proto__' and 'toString' from matching.
 */
export function toLinkAction(action: unknown): LinkAction | undefined {
  if (typeof action !== 'string') return undefined;
  const key = action
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return isLinkAction(key) ? key : undefined;
}

export function routeForAction(action: unknown, params: LinkParams = {}): string {
  const known = toLinkAction(action);
  return known === undefined ? NOT_FOUND_PATH : ACTION_ROUTES[known](params);
}

/** A whole, non-negative number from a number or a numeric string; anything else is undefined. */
function codeNumber(code: unknown): number | undefined {
  if (typeof code === 'number') return Number.isSafeInteger(code) ? code : undefined;
  if (typeof code !== 'string') return undefined;
  const text = code.trim();
  return /^\d{1,15}$/.test(text) ? Number(text) : undefined;
}

// Type codes of §2 reuse the action routes so the two tables cannot drift apart.
const TYPE_CODE_ACTIONS: ReadonlyMap<number, LinkAction> = new Map([
  [1, 'video'],
  [2, 'vip'],
  [3, 'member_wallet'],
  [4, 'share_invite'],
  [5, 'video_tag'],
  [6, 'video_topic_more'],
  [7, 'post_details'],
  [8, 'user_center'],
  [9, 'member_account'],
  [10, 'community_publish'],
  [11, 'up_list'],
]);

export function routeForTypeCode(code: unknown, params: LinkParams = {}): string {
  const number = codeNumber(code);
  const action = number === undefined ? undefined : TYPE_CODE_ACTIONS.get(number);
  return action === undefined ? NOT_FOUND_PATH : ACTION_ROUTES[action](params);
}

const CONTENT_TYPE_PATHS: ReadonlyMap<number, string> = new Map([
  [1, '/play/longVideo'],
  [2, '/play/longVideo'],
  [3, '/play/videoCollection'],
  [4, '/circle/postDetail'],
  [5, '/circle/circleDetail'],
  [6, '/anime/detail'],
  [7, '/dating/picDetail'],
  [8, '/reserved/detail'],
  [9, '/dating/novelDetail'],
  [10, '/novel/audio'],
]);

export function routeForContentType(type: unknown, id: LinkParamValue): string {
  const number = codeNumber(type);
  const path = number === undefined ? undefined : CONTENT_TYPE_PATHS.get(number);
  return path === undefined ? NOT_FOUND_PATH : idRoute(path, id);
}

export function avatarRoute(id: LinkParamValue): string {
  return idRoute('/community/upInfo', id);
}

export type AdItem = {
  id?: string | number | null;
  href?: string | null;
  url?: string | null;
  link?: string | null;
  jumpLink?: string | null;
  jumpUrl?: string | null;
  download_url?: string | null;
  // The cover-image field's name is configurable (§3), so other fields are allowed.
  [field: string]: unknown;
};

// Precedence when an item carries several link fields.
export const AD_LINK_FIELDS = [
  'href',
  'url',
  'link',
  'jumpLink',
  'jumpUrl',
  'download_url',
] as const;
/** The fields an ad's link may come in; the ads table stores which one an ad uses. */
export type AdLinkField = (typeof AD_LINK_FIELDS)[number];

/** The item's link, trimmed; null tells the caller to make the advertise-click call with the id. */
export function adLink(item: AdItem | null | undefined): string | null {
  if (item == null) return null;
  for (const field of AD_LINK_FIELDS) {
    const value = item[field];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return null;
}

export type LinkQuery = {
  id: string | undefined;
  index: string | undefined;
  name: string | undefined;
  token: string | undefined;
};

export type ParsedLink = {
  urlParent: string;
  origin: string;
  query: LinkQuery;
};

/** Splits off the fragment first: a '?' after '#' belongs to the fragment, not the query. */
function splitLink(raw: string) {
  const hashAt = raw.indexOf('#');
  const head = hashAt < 0 ? raw : raw.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : raw.slice(hashAt);
  const queryAt = head.indexOf('?');
  return {
    base: queryAt < 0 ? head : head.slice(0, queryAt),
    search: queryAt < 0 ? undefined : head.slice(queryAt + 1),
    hash,
  };
}

/**
 * URLSearchParams never throws: malformed escapes stay as text and lone surrogates become
 * U+FFFD. A repeated key yields its first value; a present-but-empty key yields ''.
 */
export function parseLink(raw: string | null | undefined): ParsedLink {
  const origin = typeof raw === 'string' ? raw : '';
  const { base, search } = splitLink(origin);
  const params = new URLSearchParams(search ?? '');
  const read = (key: string) => params.get(key) ?? undefined;
  return {
    urlParent: base,
    origin,
    query: { id: read('id'), index: read('index'), name: read('name'), token: read('token') },
  };
}

function decodeKey(key: string): string {
  try {
    return decodeURIComponent(key.replace(/\+/g, ' '));
  } catch {
    return key;
  }
}

/**
 * An operator marks a link that needs the user's session with a `token` query parameter; the
 * value is replaced by the app token. Other parameters keep their exact spelling and the
 * fragment is untouched, so a link without `token` never carries the user's token anywhere.
 */
export function withAppToken(url: string, token: string | null | undefined): string {
  if (typeof url !== 'string' || typeof token !== 'string' || token === '') return url;
  const { base, search, hash } = splitLink(url);
  if (search === undefined) return url;
  let found = false;
  const parts = search.split('&').map((part) => {
    const eq = part.indexOf('=');
    if (decodeKey(eq < 0 ? part : part.slice(0, eq)) !== 'token') return part;
    found = true;
    return `token=${encodeURIComponent(token)}`;
  });
  return found ? `${base}?${parts.join('&')}${hash}` : url;
}

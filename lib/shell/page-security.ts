// The security headers of every page (issue 34, defect 12): a nonce-based Content-Security-Policy,
// framing refused (or allowed to listed origins), Referrer-Policy, nosniff, Permissions-Policy
// with the camera for the scan screen only, and HSTS on HTTPS in production. Pure: middleware.ts
// hands in the request's facts and the settings (page-security-config.ts).
// docs/decisions/0027-page-security-headers.md says why each directive reads as it does.

/** The request header that carries this request's nonce from middleware to the root layout. */
export const NONCE_HEADER = 'x-nonce';

/** The one screen that uses the camera (§2 扫一扫): its document may ask for it, no other may. */
export const CAMERA_PATHS: readonly string[] = ['/mine/setting/accoutCodeCamera'];

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
// One year; no includeSubDomains or preload: the operator's other hosts are not ours to commit.
export const HSTS_VALUE = 'max-age=31536000';

// Features the app never uses, refused to its documents and every frame in them. Only names
// Chromium knows: an unknown one is an error in the console of every page.
const REFUSED_FEATURES = ['microphone', 'geolocation', 'payment', 'usb', 'display-capture'];

export type PageSecuritySettings = {
  /** Origins the browser fetches media from: ORIGIN_PUBLIC_URL and ORIGIN_CDN_MIRRORS. */
  mediaOrigins: readonly string[];
  /** Origins the game centre's frame may show: ORIGIN_PUBLIC_URL and GAME_FRAME_ORIGINS. */
  frameOrigins: readonly string[];
  /** Who may frame the app's pages (FRAME_ANCESTORS); empty: nobody. */
  frameAncestors: readonly string[];
  /** `next dev`: React's debugging needs eval. */
  development: boolean;
};

export type PageRequestFacts = {
  nonce: string;
  pathname: string;
  /** Production, over HTTPS as a trusted proxy says (page-security-config.ts requestIsHttps). */
  secure: boolean;
};

function sources(...lists: readonly (readonly string[])[]): string {
  return [...new Set(lists.flat())].join(' ');
}

/** The page's Content-Security-Policy, one line. */
export function contentSecurityPolicy(
  settings: PageSecuritySettings,
  facts: Pick<PageRequestFacts, 'nonce' | 'secure'>,
): string {
  const media = settings.mediaOrigins;
  const directives = [
    `default-src 'self'`,
    // 'strict-dynamic': the nonce'd scripts (Next's and the boot script) load the chunks; 'self'
    // is only for browsers without CSP 3, which ignore 'strict-dynamic'.
    `script-src 'self' 'nonce-${facts.nonce}' 'strict-dynamic'${settings.development ? ` 'unsafe-eval'` : ''}`,
    // React writes style attributes, which no nonce can cover; a nonce here would also switch
    // 'unsafe-inline' off for them. CSS cannot run script.
    `style-src 'self' 'unsafe-inline'`,
    `img-src ${sources(["'self'", 'data:', 'blob:'], media)}`,
    // hls.js feeds <video> from MediaSource (blob:); native HLS fetches the lines as media.
    `media-src ${sources(["'self'", 'blob:'], media)}`,
    `connect-src ${sources(["'self'"], media)}`,
    `font-src 'self' data:`,
    // hls.js's transmuxer and the image pipeline run as workers from /_next/static. Named here
    // because 'strict-dynamic' leaves workers no fallback to 'self'.
    `worker-src 'self'`,
    `frame-src ${sources(["'self'"], settings.frameOrigins)}`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'self'`,
    `frame-ancestors ${settings.frameAncestors.length > 0 ? sources(settings.frameAncestors) : `'none'`}`,
  ];
  if (facts.secure) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

export function cameraAllowedOn(pathname: string): boolean {
  return CAMERA_PATHS.includes(pathname);
}

export function permissionsPolicy(pathname: string): string {
  const camera = cameraAllowedOn(pathname) ? 'camera=(self)' : 'camera=()';
  return [camera, ...REFUSED_FEATURES.map((feature) => `${feature}=()`)].join(', ');
}

/** Every security header of a page's answer (documents, RSC requests and the not-found page). */
export function pageSecurityHeaders(
  settings: PageSecuritySettings,
  facts: PageRequestFacts,
): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy(settings, facts),
    'referrer-policy': REFERRER_POLICY,
    'x-content-type-options': 'nosniff',
    'permissions-policy': permissionsPolicy(facts.pathname),
  };
  // X-Frame-Options for browsers without frame-ancestors; it cannot name origins, so it goes
  // when FRAME_ANCESTORS lists some.
  if (settings.frameAncestors.length === 0) headers['x-frame-options'] = 'DENY';
  if (facts.secure) headers['strict-transport-security'] = HSTS_VALUE;
  return headers;
}

/**
 * The BFF's answers (/api/app: JSON and playlists) are never documents: nothing may run in them
 * or frame them. Set by next.config.mjs (a test keeps the two equal).
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': `default-src 'none'; frame-ancestors 'none'`,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': REFERRER_POLICY,
};

/**
 * The offline screen's headers (app/offline.html/route.ts). A static document served again by
 * the service worker long after, so no nonce: its one inline script is allowed by its hash, and
 * it loads nothing (`default-src 'none'`). Framing as for pages.
 */
export function offlinePageSecurityHeaders(
  settings: Pick<PageSecuritySettings, 'frameAncestors'>,
  scriptSha256: string,
): Record<string, string> {
  const framed = settings.frameAncestors.length > 0;
  const headers: Record<string, string> = {
    'content-security-policy': [
      `default-src 'none'`,
      `script-src 'sha256-${scriptSha256}'`,
      `style-src 'unsafe-inline'`,
      `base-uri 'none'`,
      `form-action 'none'`,
      `frame-ancestors ${framed ? sources(settings.frameAncestors) : `'none'`}`,
    ].join('; '),
    'referrer-policy': REFERRER_POLICY,
    'x-content-type-options': 'nosniff',
    'permissions-policy': permissionsPolicy(''),
  };
  if (!framed) headers['x-frame-options'] = 'DENY';
  return headers;
}

/** A fresh nonce: 16 random bytes, base64 (Web Crypto: middleware runs on the edge runtime). */
export function newNonce(random: (bytes: Uint8Array) => Uint8Array): string {
  return btoa(String.fromCharCode(...random(new Uint8Array(16))));
}

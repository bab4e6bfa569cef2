import 'server-only';

// The console's session cookie and its CSRF check (docs/admin-api.md "The two hops"). The token
// lives only in this httpOnly cookie, scoped to /admin, sent by the browser on same-site
// requests only (SameSite=Strict); a POST must also come from the page's own origin.

export const ADMIN_COOKIE = 'yingshi_admin';

export function adminTokenOf(request: Request): string {
  const cookies = request.headers.get('cookie') ?? '';
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === ADMIN_COOKIE) return value.join('=');
  }
  return '';
}

export function setAdminCookie(token: string, secure: boolean): string {
  return [
    `${ADMIN_COOKIE}=${token}`,
    'Path=/admin',
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export function clearAdminCookie(secure: boolean): string {
  return `${setAdminCookie('', secure)}; Max-Age=0`;
}

/**
 * Whether a POST came from the console's own pages: its Origin names this host (browsers send
 * Origin on every POST), and Sec-Fetch-Site, where the browser sends it, says same-origin.
 */
export function sameOriginPost(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin') return false;
  const origin = request.headers.get('origin');
  const host = request.headers.get('host');
  if (!origin || !host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

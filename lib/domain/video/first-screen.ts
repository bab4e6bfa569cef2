// Which landing routes arrive with their first screen's catalogue rendered by the server (the
// public cards of media/home, read with the web server's own identity): the two config-driven
// tab screens. The pathname travels from the middleware to the layout in LANDING_PATH_HEADER.

export const LANDING_PATH_HEADER = 'x-landing-path';

const AREAS: Readonly<Record<string, 'home' | 'lld'>> = { '/home': 'home', '/lld': 'lld' };

/** The media/home area whose first screen the server renders for this path, or null. */
export function firstScreenArea(pathname: string | null | undefined): 'home' | 'lld' | null {
  if (!pathname) return null;
  const bare = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return AREAS[bare] ?? null;
}

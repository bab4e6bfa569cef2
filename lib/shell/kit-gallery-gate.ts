// Who may see the kit gallery (/dev/kit): every development server, and a production server
// only when its operator opts in with KIT_GALLERY=1 (the e2e stack does, to drive the kit's
// gestures in the real production bundle). Read per request, never at build time.

export const KIT_GALLERY_PATH = '/dev/kit';

type Env = Readonly<Record<string, string | undefined>>;

export function kitGalleryEnabled(env: Env): boolean {
  return env.NODE_ENV !== 'production' || env.KIT_GALLERY === '1';
}

/**
 * Whether a page request is for the gallery while it is off: middleware.ts answers it as the
 * not-found page with HTTP 404. The page's own notFound() cannot set that status: the boot gate
 * renders no page on the server before the session exists, so the root layout's HTML has
 * streamed with 200 before the page's notFound() is met.
 */
export function kitGalleryHidden(pathname: string, env: Env): boolean {
  const bare = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return bare === KIT_GALLERY_PATH && !kitGalleryEnabled(env);
}

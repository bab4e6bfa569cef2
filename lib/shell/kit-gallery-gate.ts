// Who may see the kit gallery (/dev/kit): every development server, and a production server
// only when its operator opts in with KIT_GALLERY=1 (the e2e stack does, to drive the kit's
// gestures in the real production bundle). Read per request, never at build time.

export function kitGalleryEnabled(env: Readonly<Record<string, string | undefined>>): boolean {
  return env.NODE_ENV !== 'production' || env.KIT_GALLERY === '1';
}

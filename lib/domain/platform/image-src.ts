// §5's rules on an image's URL alone (is there an image at all, which extension), apart from
// the codec: a LazyImage decides "no image" with these before any image code is loaded.

/**
 * The lower-case extension of a URL's last path segment, ignoring query and fragment;
 * null when there is none. Scheme and host are dropped first so a host's dots
 * (https://cdn.example.com) never read as an extension.
 */
export function imageExtension(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  const path = url.replace(/^([a-z][a-z0-9+.-]*:)?\/\/[^/?#]*/i, '').replace(/[?#][\s\S]*$/, '');
  const segment = path.slice(path.lastIndexOf('/') + 1);
  const dot = segment.lastIndexOf('.');
  if (dot < 0) return null;
  const ext = segment.slice(dot + 1).toLowerCase();
  return /^[a-z0-9]+$/.test(ext) ? ext : null;
}

/** §5: an empty URL, a non-string, or one without a dot yields no image. */
export function isImageUrl(url: unknown): url is string {
  return typeof url === 'string' && url.trim() !== '' && url.includes('.');
}

// Where an image src is fetched from (§7 IMAGE line): pure string rules, kept apart from the
// fetch code so a LazyImage can decide whether it must wait for the lines without loading it.

const ABSOLUTE = /^https?:\/\//i;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** `line` + `/` + `path`, with exactly one slash between them. */
export function joinLine(line: string, path: string): string {
  return `${line.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/**
 * Where src can be fetched, one URL per line: an absolute http(s) URL as it is, a
 * protocol-relative one over https, a path joined onto each line. Other schemes (data:,
 * javascript:, blob:) are never fetched.
 */
export function imageRequestUrls(src: string, lines: readonly string[]): string[] {
  const clean = src.trim();
  if (ABSOLUTE.test(clean)) return [clean];
  if (clean.startsWith('//')) return [`https:${clean}`];
  if (HAS_SCHEME.test(clean)) return [];
  return lines.map((line) => joinLine(line, clean));
}

/** True when src is a path that must be joined onto a line (not an absolute URL). */
export function needsLine(src: string): boolean {
  const clean = src.trim();
  return !ABSOLUTE.test(clean) && !clean.startsWith('//') && !HAS_SCHEME.test(clean);
}

/** True when src starts with a scheme (`https:`, `data:`, `javascript:`…). */
export function hasUrlScheme(src: string): boolean {
  return HAS_SCHEME.test(src.trim());
}

// The HLS playlists under origin/media/vid, parsed once and kept in memory (the files never
// change while the origin runs), and rendered per request: every URI absolute on the chosen VID
// line with a signed query of its own, and — for a preview — cut after the segment that reaches
// the preview length (docs/media-api.md "Playback").
import path from 'node:path';

import type { MediaFile } from './media-files';
import type { VidGrant, VidSigner } from './vid-sign';

/** A parsed line; `target` is the referenced file's path under the vid root. */
type Line =
  | { kind: 'text'; text: string }
  | { kind: 'uri'; target: string; end: number | null }
  | { kind: 'tag-uri'; before: string; target: string; after: string };

export type Playlist = {
  lines: Line[];
  /** Start and end (seconds) of each media segment, by target. Empty for a master playlist. */
  segments: Map<string, { start: number; end: number }>;
};

/** Every folder's media playlist has this name (make-clips.ts writes it). */
export const VARIANT_PLAYLIST = 'index.m3u8';
const ENDLIST = '#EXT-X-ENDLIST';
const URI_ATTR_RE = /^(#[^"]*URI=")([^"]*)(".*)$/;
const SCHEME_RE = /^[a-z][a-z0-9+.-]*:/i;

/** A URI of the playlist at `from`, as a path under the vid root; only plain relative paths. */
function resolveTarget(from: string, uri: string): string {
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(from), uri));
  if (SCHEME_RE.test(uri) || uri.startsWith('/') || /[?#]/.test(uri) || target.startsWith('..'))
    throw new Error(`${from}: URI ${JSON.stringify(uri)} is not a relative path inside the root`);
  return target;
}

export function parsePlaylist(from: string, text: string): Playlist {
  if (!text.startsWith('#EXTM3U')) throw new Error(`${from} is not an HLS playlist`);
  const lines: Line[] = [];
  const segments = new Map<string, { start: number; end: number }>();
  let time = 0;
  let duration: number | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') continue;
    if (line.startsWith('#')) {
      const extinf = /^#EXTINF:([0-9.]+)/.exec(line);
      if (extinf) duration = Number(extinf[1]);
      const attr = URI_ATTR_RE.exec(line);
      lines.push(
        attr
          ? {
              kind: 'tag-uri',
              before: attr[1]!,
              target: resolveTarget(from, attr[2]!),
              after: attr[3]!,
            }
          : { kind: 'text', text: line },
      );
      continue;
    }
    const target = resolveTarget(from, line);
    if (duration === null) {
      lines.push({ kind: 'uri', target, end: null });
    } else {
      segments.set(target, { start: time, end: time + duration });
      time += duration;
      lines.push({ kind: 'uri', target, end: time });
      duration = null;
    }
  }
  return { lines, segments };
}

/** The file at `target` (under the vid root) on line `base`, with its own signed query. */
export function vidUrl(base: string, target: string, grant: VidGrant, signer: VidSigner): string {
  return `${base}/${target.split('/').map(encodeURIComponent).join('/')}?${signer.query(target, grant)}`;
}

/**
 * The playlist as served: URIs become `<base>/<target>?e&p&s`. With p > 0 a media playlist
 * stops after the first segment ending at or after p seconds.
 */
export function renderPlaylist(
  playlist: Playlist,
  base: string,
  grant: VidGrant,
  signer: VidSigner,
): string {
  const url = (target: string) => vidUrl(base, target, grant, signer);
  const out: string[] = [];
  for (const line of playlist.lines) {
    if (line.kind === 'text') out.push(line.text);
    else if (line.kind === 'tag-uri') out.push(`${line.before}${url(line.target)}${line.after}`);
    else {
      out.push(url(line.target));
      if (grant.p > 0 && line.end !== null && line.end >= grant.p) {
        out.push(ENDLIST);
        break;
      }
    }
  }
  return `${out.join('\n')}\n`;
}

export type VidLibrary = {
  /** The parsed playlist at `target` (under the vid root), or null when there is none. */
  playlist(target: string): Promise<Playlist | null>;
  /**
   * Whether a preview of p seconds may fetch the segment: it must be listed in its folder's
   * media playlist and start before p. p = 0 allows everything.
   */
  allowsSegment(target: string, p: number): Promise<boolean>;
};

/** @param find the file lookup of the vid root (cdn.ts mediaFileFinder), so symlinks cannot lead out */
export function createVidLibrary(
  find: (segments: string[]) => Promise<MediaFile | null>,
): VidLibrary {
  const cache = new Map<string, Promise<Playlist>>();

  async function playlist(target: string): Promise<Playlist | null> {
    const cached = cache.get(target);
    if (cached) return cached;
    const file = await find(target.split('/'));
    if (!file) return null;
    // Only found files are cached: a name that does not exist costs a lookup, never memory.
    const parsed = file
      .read()
      .then((bytes) => parsePlaylist(target, new TextDecoder().decode(bytes)));
    cache.set(target, parsed);
    parsed.catch(() => cache.delete(target));
    return parsed;
  }

  return {
    playlist,
    async allowsSegment(target, p) {
      if (p === 0) return true;
      const variant = await playlist(path.posix.join(path.posix.dirname(target), VARIANT_PLAYLIST));
      const segment = variant?.segments.get(target);
      return segment !== undefined && segment.start < p;
    },
  };
}

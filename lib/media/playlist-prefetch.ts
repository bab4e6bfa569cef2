// Fetching the next short clip while the current one plays (docs/player.md "Short video"): its
// master playlist (no-store at the BFF, so kept here, once) and, for every rendition, the media
// playlist, the init segment and the first segment (signed links the CDN lets the browser cache
// until they expire). hls.js then takes the master from here (prefetchingLoader) and finds the
// rest in the HTTP cache: a swipe starts the next clip without a round trip to the origin.
import type HlsType from 'hls.js/light';

/** Masters kept at most (the next clip's, and one left behind by a quick swipe back). */
const MAX_KEPT = 2;

const masters = new Map<string, Promise<string | null>>();

const absolute = (url: string, base: string) => new URL(url, base).href;

/** The URIs a playlist names (lines that are not tags), and EXT-X-MAP's, resolved on `base`. */
export function playlistUris(
  text: string,
  base: string,
): { variants: string[]; map: string | null } {
  const lines = text.split('\n').map((line) => line.trim());
  const map = /#EXT-X-MAP:.*URI="([^"]+)"/.exec(text)?.[1] ?? null;
  return {
    variants: lines
      .filter((line) => line !== '' && !line.startsWith('#'))
      .map((u) => absolute(u, base)),
    map: map === null ? null : absolute(map, base),
  };
}

async function text(url: string, signal: AbortSignal): Promise<string | null> {
  const response = await fetch(url, { signal, credentials: 'same-origin' });
  return response.ok ? response.text() : null;
}

/** The first segment of one rendition (and its init) into the HTTP cache. */
async function warmRendition(url: string, signal: AbortSignal): Promise<void> {
  const media = await text(url, signal);
  if (media === null) return;
  const { variants: segments, map } = playlistUris(media, url);
  const wanted = [map, segments[0]].filter((u): u is string => u !== null && u !== undefined);
  await Promise.all(wanted.map((u) => fetch(u, { signal }).then((r) => r.arrayBuffer())));
}

/**
 * Fetches a clip's master and warms its renditions' first segments. Errors are swallowed: the
 * clip then loads the ordinary way when it comes up.
 */
export function prefetchClip(playlistUrl: string, signal: AbortSignal): void {
  const url = absolute(playlistUrl, window.location.href);
  if (masters.has(url)) return;
  const master = text(url, signal).catch(() => null);
  masters.set(url, master);
  while (masters.size > MAX_KEPT) masters.delete(masters.keys().next().value!);
  void master
    .then(async (body) => {
      if (body === null || signal.aborted) return;
      const { variants } = playlistUris(body, url);
      await Promise.all(variants.map((v) => warmRendition(v, signal)));
    })
    .catch(() => undefined);
}

/** A prefetched master for `url`, taken once (a reload asks the BFF again), or null. */
export async function takePrefetched(url: string): Promise<string | null> {
  const kept = masters.get(url);
  if (!kept) return null;
  masters.delete(url);
  return kept;
}

/** Forgets every prefetched master (the screen hid: its signed links would go stale). */
export function dropPrefetched(): void {
  masters.clear();
}

type LoaderClass = NonNullable<(typeof HlsType)['DefaultConfig']['loader']>;
type Loading = Parameters<InstanceType<LoaderClass>['load']>;

/** hls.js's playlist loader, answering a prefetched master from memory (null: no loader to extend). */
export function prefetchingLoader(Hls: typeof HlsType): LoaderClass | null {
  const Base = (Hls as { DefaultConfig?: { loader?: LoaderClass } }).DefaultConfig?.loader;
  if (!Base) return null;
  return class PrefetchingLoader extends Base {
    load(...args: Loading): void {
      const [context, config, callbacks] = args;
      if (context.type !== 'manifest' || !masters.has(context.url)) {
        super.load(context, config, callbacks);
        return;
      }
      void takePrefetched(context.url).then((body) => {
        if (body === null) {
          super.load(context, config, callbacks);
          return;
        }
        const now = performance.now();
        const stats = this.stats;
        stats.loading.start = stats.loading.first = stats.loading.end = now;
        stats.loaded = stats.total = body.length;
        callbacks.onSuccess({ url: context.url, data: body }, stats, context, null);
      });
    }
  } as LoaderClass;
}

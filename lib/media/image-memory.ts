// The in-memory layer of the image cache (§9 "lazy-loader max 200 entries"): decoded Blobs
// and their object URLs, least recently used first out. An object URL pins its Blob until it
// is revoked, so eviction revokes; a URL an <img> still shows is never revoked (reference
// counts), which lets the layer run over its limit while more than 200 images are on screen.
import { LAZY_CACHE_MAX } from '@/lib/domain/platform/constants';

export interface ObjectUrls {
  create(blob: Blob): string;
  revoke(url: string): void;
}

export const browserObjectUrls: ObjectUrls = {
  create: (blob) => URL.createObjectURL(blob),
  revoke: (url) => URL.revokeObjectURL(url),
};

interface Entry {
  readonly url: string;
  readonly blob: Blob;
  refs: number;
}

export class ImageMemoryCache {
  /** Map order is recency order: the first key is the least recently used. */
  private readonly entries = new Map<string, Entry>();
  /** Entries dropped (invalidated) while still shown, by URL: revoked on their last release. */
  private readonly retired = new Map<string, Entry>();

  constructor(
    private readonly max: number = LAZY_CACHE_MAX,
    private readonly urls: ObjectUrls = browserObjectUrls,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  has(src: string): boolean {
    return this.entries.has(src);
  }

  /** References held on src's current URL (0 when absent). */
  refs(src: string): number {
    return this.entries.get(src)?.refs ?? 0;
  }

  /**
   * Takes one reference on src's object URL and marks it most recently used. When src is
   * absent, `blob` (if given) is inserted first; without one the answer is null.
   */
  acquire(src: string, blob?: Blob): string | null {
    let entry = this.entries.get(src);
    if (entry) {
      this.entries.delete(src);
    } else {
      if (!blob) return null;
      entry = { url: this.urls.create(blob), blob, refs: 0 };
    }
    entry.refs += 1;
    this.entries.set(src, entry);
    this.trim();
    return entry.url;
  }

  /** Gives back one reference taken by acquire; unknown or stale pairs are ignored. */
  release(src: string, url: string): void {
    const entry = this.entries.get(src);
    if (entry && entry.url === url) {
      entry.refs = Math.max(0, entry.refs - 1);
      this.trim();
      return;
    }
    const retired = this.retired.get(url);
    if (!retired) return;
    retired.refs = Math.max(0, retired.refs - 1);
    if (retired.refs === 0) {
      this.retired.delete(url);
      this.urls.revoke(url);
    }
  }

  /** Drops src; a URL still shown stays valid until its last release. */
  delete(src: string): void {
    const entry = this.entries.get(src);
    if (!entry) return;
    this.entries.delete(src);
    if (entry.refs > 0) this.retired.set(entry.url, entry);
    else this.urls.revoke(entry.url);
  }

  /** Revokes every URL nobody holds; held ones are revoked on their last release. */
  clear(): void {
    for (const src of [...this.entries.keys()]) this.delete(src);
  }

  private trim(): void {
    let excess = this.entries.size - this.max;
    if (excess <= 0) return;
    for (const [src, entry] of this.entries) {
      if (excess <= 0) break;
      if (entry.refs > 0) continue;
      this.entries.delete(src);
      this.urls.revoke(entry.url);
      excess -= 1;
    }
  }
}

'use client';
// The first screen's catalogue the server rendered the page with (app/layout.tsx, read with the
// web server's own identity): put into the query cache before anything renders, so the feed's
// first render in the browser shows the same cards as the server's HTML and React adopts them
// as they are; React Query then has it as if fetched at that moment (no second request).
import type { QueryClient } from '@tanstack/react-query';

import { firstCoverUrl } from '@/lib/domain/first-covers';

import type { HomeArea, MediaHome } from './media-types';
import { mediaKeys } from './media';

/** `covers`: the first covers the web server serves as plain images (lib/domain/first-covers). */
export type FirstScreenSeed = { area: HomeArea; data: MediaHome; at: number; covers?: string[] };

const seeded = new WeakMap<QueryClient, HomeArea>();
const servedCovers = new WeakMap<QueryClient, ReadonlySet<string>>();

/** Puts the server's answer into the cache, once per client. */
export function seedFirstScreen(client: QueryClient, seed: FirstScreenSeed | null): QueryClient {
  if (!seed || seeded.has(client)) return client;
  if (client.getQueryData(mediaKeys.home(seed.area)) === undefined) {
    client.setQueryData(mediaKeys.home(seed.area), seed.data, { updatedAt: seed.at });
    seeded.set(client, seed.area);
    servedCovers.set(client, new Set(seed.covers ?? []));
  }
  return client;
}

/** Whether `area`'s feed came with the page: it may render before hydration ends. */
export function cameWithPage(client: QueryClient, area: HomeArea): boolean {
  return seeded.get(client) === area;
}

/** The plain URL of a cover the page came with, else undefined (the IMAGE line's path then). */
export function servedCoverUrl(client: QueryClient, src: string): string | undefined {
  return servedCovers.get(client)?.has(src) ? firstCoverUrl(src) : undefined;
}

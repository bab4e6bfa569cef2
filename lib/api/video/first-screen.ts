'use client';
// The first screen's catalogue the server rendered the page with (app/layout.tsx, read with the
// web server's own identity): put into the query cache before anything renders, so the feed's
// first render in the browser shows the same cards as the server's HTML and React adopts them
// as they are; React Query then has it as if fetched at that moment (no second request).
import type { QueryClient } from '@tanstack/react-query';

import type { HomeArea, MediaHome } from './media-types';
import { mediaKeys } from './media';

export type FirstScreenSeed = { area: HomeArea; data: MediaHome; at: number };

const seeded = new WeakMap<QueryClient, HomeArea>();

/** Puts the server's answer into the cache, once per client. */
export function seedFirstScreen(client: QueryClient, seed: FirstScreenSeed | null): QueryClient {
  if (!seed || seeded.has(client)) return client;
  if (client.getQueryData(mediaKeys.home(seed.area)) === undefined) {
    client.setQueryData(mediaKeys.home(seed.area), seed.data, { updatedAt: seed.at });
    seeded.set(client, seed.area);
  }
  return client;
}

/** Whether `area`'s feed came with the page: it may render before hydration ends. */
export function cameWithPage(client: QueryClient, area: HomeArea): boolean {
  return seeded.get(client) === area;
}

'use client';
// The first screen's catalogue the server rendered the page with (app/layout.tsx, read with the
// web server's own identity): put into the query cache before anything renders, so the feed's
// first render in the browser shows the same cards as the server's HTML and React adopts them
// as they are; React Query then has it as if fetched at that moment (no second request).
//
// That read carries nobody's purchases (ARCHITECTURE "Server-rendered launch frames"): its paid
// cards show their price. A visitor whose session began on this page owns nothing, so the seed
// is right for them; one who came back with a session may own some of those videos, and the
// area is read once more with that session after the page settles (useSeedOwnership).
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';

import { firstCoverUrl } from '@/lib/domain/video/first-covers';
import { useIdleReady } from '@/lib/shell/use-idle-ready';
import { tokenAtom } from '@/lib/state/session-atoms';

import type { HomeArea, MediaHome } from './media-types';
import { mediaKeys } from './media';

/** `covers`: the first covers the web server serves as plain images (lib/domain/video/first-covers). */
export type FirstScreenSeed = { area: HomeArea; data: MediaHome; at: number; covers?: string[] };

type Seeded = { area: HomeArea; ownershipUnknown: boolean };

const seeded = new WeakMap<QueryClient, Seeded>();
const servedCovers = new WeakMap<QueryClient, ReadonlySet<string>>();

/** Paid cards a server read left unmarked (a user's own read marks every paid card). */
export function hasUnmarkedPaidCard(home: MediaHome): boolean {
  return home.sections.some((s) =>
    s.videos.some((v) => v.access === 'paid' && v.bought === undefined),
  );
}

/**
 * Puts the server's answer into the cache, once per client. `returning`: the tab had a session
 * before this page (a stored token), so its owner may have bought what the seed shows.
 */
export function seedFirstScreen(
  client: QueryClient,
  seed: FirstScreenSeed | null,
  returning = false,
): QueryClient {
  if (!seed || seeded.has(client)) return client;
  if (client.getQueryData(mediaKeys.home(seed.area)) === undefined) {
    client.setQueryData(mediaKeys.home(seed.area), seed.data, { updatedAt: seed.at });
    seeded.set(client, {
      area: seed.area,
      ownershipUnknown: returning && hasUnmarkedPaidCard(seed.data),
    });
    servedCovers.set(client, new Set(seed.covers ?? []));
  }
  return client;
}

/** Whether `area`'s feed came with the page: it may render before hydration ends. */
export function cameWithPage(client: QueryClient, area: HomeArea): boolean {
  return seeded.get(client)?.area === area;
}

/** Whether the seeded area's paid cards may be the visitor's and were not read with their session. */
function ownershipPending(client: QueryClient, area: HomeArea): boolean {
  const entry = seeded.get(client);
  return entry !== undefined && entry.area === area && entry.ownershipUnknown;
}

/** Once per page: from here on the area's answers are the session's own. */
function ownershipRead(client: QueryClient): void {
  const entry = seeded.get(client);
  if (entry) entry.ownershipUnknown = false;
}

/**
 * The seeded area's paid cards say 已购 for a returning visitor who owns them: once the session
 * exists and the page has a quiet moment, the area is read again with that session (only then,
 * and only while the cached answer is still the unmarked seed).
 */
export function useSeedOwnership(area: HomeArea, data: MediaHome | undefined): void {
  const client = useQueryClient();
  const token = useAtomValue(tokenAtom);
  const idle = useIdleReady();
  const due =
    ownershipPending(client, area) &&
    token !== null &&
    idle &&
    data !== undefined &&
    hasUnmarkedPaidCard(data);
  useEffect(() => {
    if (!due) return;
    ownershipRead(client);
    void client.invalidateQueries({ queryKey: mediaKeys.home(area), exact: true });
  }, [due, client, area]);
}

/** The plain URL of a cover the page came with, else undefined (the IMAGE line's path then). */
export function servedCoverUrl(client: QueryClient, src: string): string | undefined {
  return servedCovers.get(client)?.has(src) ? firstCoverUrl(src) : undefined;
}

import 'server-only';

import { headers } from 'next/headers';

import { wantsServedCover } from '@/lib/domain/video/first-covers';
import { parseQueryId } from '@/lib/domain/video/links';

import { mayReadPoster } from './served-read-budget';

/** The page request's headers and the visitor's budget (tests pass their own). */
export type PageRequest = {
  headers: () => Promise<Headers>;
  mayRead: (headers: Headers) => Promise<boolean>;
};

const NEXT_REQUEST: PageRequest = { headers, mayRead: mayReadPoster };

/**
 * A player page's poster, read by the web server while it renders the page (`read`: the
 * video's or the channel's cover, lib/bff/player-cover or live-cover): only for a document
 * load (a move inside the app, the router's fetch with `Sec-Fetch-Dest: empty`, has the tapped
 * card's cover already and must not wait on the read), within the visitor's budget
 * (served-read-budget); null otherwise, or when the read is late or fails.
 */
export async function servedPoster(
  rawId: string | string[] | undefined,
  read: (id: number) => Promise<string | null>,
  request: PageRequest = NEXT_REQUEST,
): Promise<{ id: number; src: string } | null> {
  const id = parseQueryId(typeof rawId === 'string' ? rawId : null);
  if (id === null) return null;
  const requestHeaders = await request.headers();
  if (!wantsServedCover(requestHeaders.get('sec-fetch-dest'))) return null;
  if (!(await request.mayRead(requestHeaders))) return null;
  const src = await read(id);
  return src === null ? null : { id, src };
}

// Routes of the video screens (issue 5) and the query values they read. Ids travel as query
// values (§2); an id is a positive whole number, anything else is refused, never guessed.
import { routeForAction } from '../platform/links';
import { shortVideoLink } from './short-feed';

export const SEARCH_ROUTE = '/subpage/search';
export const SEARCH_RESULT_ROUTE = '/subpage/result';
export const LABEL_ROUTE = '/subpage/labelPage';
export const MORE_ROUTE = '/subpage/morePage';
export const UP_RANK_ROUTE = '/subpage/upRank';
export const COLLECTION_ROUTE = '/play/videoCollection';
export const DIAMOND_RECHARGE_ROUTE = '/mine/diamondRecharge';

/** Where a section's 更多 leads (docs/media-api.md `Section.more`). */
export type MoreKind = 'tag' | 'topic' | 'published';

function withQuery(path: string, query: Record<string, string | number>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) params.append(key, String(value));
  return `${path}?${params.toString()}`;
}

/** A positive safe integer from a query value ('12', ' 12 '), else null ('', '0', '1.5', 'abc'). */
export function parseQueryId(raw: string | null | undefined): number | null {
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  if (!/^\d{1,15}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

/** The player (§2 action `video`), so cards and ad links agree on one path. */
export function videoRoute(id: number): string {
  return routeForAction('video', { id });
}

/**
 * Where a video's card leads: a short one (the origin's `short`, the rule of media/short/recommend)
 * opens the short-video pager on it, any other the player.
 */
export function videoCardRoute(video: { id: number; short: boolean }): string {
  return video.short ? shortVideoLink(video.id) : videoRoute(video.id);
}

export function collectionRoute(id: number): string {
  return withQuery(COLLECTION_ROUTE, { id });
}

export function labelRoute(id: number, name: string): string {
  return withQuery(LABEL_ROUTE, { id, name });
}

/** §2 `video_topic_more`: /topicList with id and name. */
export function topicRoute(id: number, name: string): string {
  return routeForAction('video_topic_more', { id, name });
}

export function searchResultRoute(keyword: string): string {
  return withQuery(SEARCH_RESULT_ROUTE, { keyword });
}

/** The 更多 link of a home section, named after the section (the tag's or topic's title). */
export function sectionMoreRoute(more: { kind: MoreKind; id: number }, name: string): string {
  if (more.kind === 'tag') return labelRoute(more.id, name);
  if (more.kind === 'topic') return topicRoute(more.id, name);
  return MORE_ROUTE;
}

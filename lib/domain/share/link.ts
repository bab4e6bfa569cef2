// The link a share hands out (issue 39; docs/share.md): the page the app itself opens for the
// subject, plus the sharer's invite code and the channel (pc, dc, isLight) the sharer came in
// on, so a friend lands on the same thing under the same channel. readShareLink reads it back
// with the app's own parsers: what it cannot read there, the app would not read either.
import { postRoute, upInfoRoute } from '../community/links';
import { INVITE_CODE_PARAM, inviteCodeFromQuery, normaliseInviteCode } from '../account/invite';
import {
  CHANNEL_FIELDS,
  channelFromLaunch,
  isValidLaunchValue,
  readLaunchParams,
  type Channel,
  type LaunchParams,
} from '../platform/launch-params';
import { routeForAction } from '../platform/links';
import { livePlayPath } from '../live/live';
import { shortVideoLink } from '../video/short-feed';

export type ShareKind = 'video' | 'short' | 'post' | 'uploader' | 'live';

/** What is shared: a long video, a short clip, a post, an UP主, a live channel (with its name). */
export type ShareSubject =
  | { kind: 'video' | 'short' | 'post' | 'uploader'; id: number }
  | { kind: 'live'; id: number; name?: string };

/** The in-app path of a subject: the same routes the cards and the §2 link actions use. */
export function subjectPath(subject: ShareSubject): string {
  switch (subject.kind) {
    case 'video':
      return routeForAction('video', { id: subject.id });
    case 'short':
      return shortVideoLink(subject.id);
    case 'post':
      return postRoute(subject.id);
    case 'uploader':
      return upInfoRoute(subject.id);
    case 'live':
      return livePlayPath(subject);
  }
}

export interface ShareLinkInput {
  /** The page's origin (`location.origin`): the link opens this deployment. */
  origin: string;
  subject: ShareSubject;
  /** The sharer's code; a guest has none ('' or null) and shares without it. */
  inviteCode?: string | null;
  /** The stored channel (lib/state/channel-atoms); invalid values are left out. */
  channel?: Channel | null;
}

/**
 * The subject's page with the channel and the invite code added. Never the other launch values:
 * `uuid` would log the friend into the sharer's device account, `UID` names the sharer, and
 * `isAppStore` describes the sharer's wrapper, not the friend's browser.
 */
export function shareLink({ origin, subject, inviteCode, channel }: ShareLinkInput): string {
  const url = new URL(subjectPath(subject), origin);
  for (const field of CHANNEL_FIELDS) {
    const value = channel?.[field];
    if (isValidLaunchValue(value)) url.searchParams.set(field, value);
  }
  const code = normaliseInviteCode(inviteCode);
  if (code !== null) url.searchParams.set(INVITE_CODE_PARAM, code);
  return url.toString();
}

export interface ReadShareLink {
  /** The path the link opens (no query). */
  path: string;
  /** The `id` query value as it stands ('' when absent). */
  id: string;
  inviteCode: string | null;
  /** The launch values the bootstrap and middleware.ts would take from it. */
  launch: LaunchParams;
  channel: Channel;
}

/** A share link as the app reads it on arrival; null when it is no URL at all. */
export function readShareLink(link: string): ReadShareLink | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  const launch = readLaunchParams(url.searchParams);
  return {
    path: url.pathname,
    id: url.searchParams.get('id') ?? '',
    inviteCode: inviteCodeFromQuery(url.searchParams),
    launch,
    channel: channelFromLaunch(launch),
  };
}

export const SHARE_TITLE_MAX = 40;

/** A share's title from free text (a post's content): its first line, cut to a few dozen characters. */
export function shareTitle(text: string, fallback: string): string {
  const line = text.trim().split('\n')[0]?.trim() ?? '';
  const chars = Array.from(line);
  if (chars.length === 0) return fallback;
  return chars.length > SHARE_TITLE_MAX ? `${chars.slice(0, SHARE_TITLE_MAX).join('')}…` : line;
}

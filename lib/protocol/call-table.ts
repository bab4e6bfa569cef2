// The one call table of §7: every call declared once (calls/<area>.ts, or calls/<area>/ where an
// area has several files), looked up here by the BFF allow-list, the origin router, the browser
// client and the protocol doc generator.
import type * as v from 'valibot';

import type { CallDef } from './call';
import { ACCOUNT_CALLS } from './calls/account/login';
import { AI_CALLS } from './calls/ai/face-swap';
import { AI_BOOK_DESC_CALLS } from './calls/ai/book-desc';
import { AI_IMAGE_CALLS } from './calls/ai/image';
import { AI_NOVEL_CALLS } from './calls/ai/novel';
import { AI_COMPANION_CALLS } from './calls/ai/companion';
import { AI_VIDEO_CALLS } from './calls/ai/video';
import { COMMUNITY_CALLS } from './calls/community';
import { GAME_CALLS } from './calls/game';
import { LIVE_CALLS } from './calls/live';
import { MEDIA_CALLS } from './calls/video';
import { REDEEM_CALLS, WALLET_CALLS } from './calls/money/redeem-and-wallet';
import { PENDING_CALLS } from './calls/ai/refused';
import { PLATFORM_CALLS } from './calls/platform/config';
import { POINTS_CALLS } from './calls/welfare/points';
import { RECHARGE_CALLS } from './calls/money/recharge';
import { UPLOAD_CALLS } from './calls/platform/upload';
import { USER_CENTER_CALLS } from './calls/account/user-center';
import { WELFARE_CALLS } from './calls/welfare/tasks';

const SPECIFIED = [
  ...ACCOUNT_CALLS,
  ...AI_CALLS,
  ...AI_IMAGE_CALLS,
  ...AI_NOVEL_CALLS,
  ...AI_BOOK_DESC_CALLS,
  ...AI_COMPANION_CALLS,
  ...AI_VIDEO_CALLS,
  ...COMMUNITY_CALLS,
  ...GAME_CALLS,
  ...LIVE_CALLS,
  ...MEDIA_CALLS,
  ...PLATFORM_CALLS,
  ...POINTS_CALLS,
  ...RECHARGE_CALLS,
  ...REDEEM_CALLS,
  ...WALLET_CALLS,
  ...UPLOAD_CALLS,
  ...USER_CENTER_CALLS,
  ...WELFARE_CALLS,
] as const;

/** Every §7 call, in the protocol doc's order (by path, then method). */
export const CALL_TABLE: readonly CallDef[] = [...SPECIFIED, ...PENDING_CALLS].sort(
  (a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method),
);

type Specified = (typeof SPECIFIED)[number];
/** The calls with schemas: the ones the origin answers and the browser's hooks make. */
export type CallName = Specified['name'];
export type CallOf<N extends CallName> = Extract<Specified, { name: N }>;
/** What a caller sends (before the origin's transforms: ids may be numbers or digit strings). */
export type CallInput<N extends CallName> = v.InferInput<CallOf<N>['request']>;
/** The payload after validation, as a handler receives it. */
export type CallPayload<N extends CallName> = v.InferOutput<CallOf<N>['request']>;
/** `data` of a 200 answer; of a stream call, `data` of its `end` event. */
export type CallOutput<N extends CallName> = v.InferOutput<CallOf<N>['response']>;
/** The calls answered as an event stream (docs/protocol.md "Streaming"). */
export type StreamCallName = {
  [N in CallName]: CallOf<N>['stream'] extends true ? N : never;
}[CallName];
/** `data` of a stream call's `chunk` events. */
export type CallChunk<N extends CallName> = v.InferOutput<CallOf<N>['chunk']>;

const byName = new Map<string, CallDef>(CALL_TABLE.map((c) => [c.name, c]));
const byRoute = new Map<string, CallDef>(CALL_TABLE.map((c) => [`${c.method} ${c.path}`, c]));

export function callNamed<N extends CallName>(name: N): CallOf<N> {
  return byName.get(name) as CallOf<N>;
}

/** The §7 call for a method and path (no leading slash), or undefined. */
export function findCall(method: string, path: string): CallDef | undefined {
  return byRoute.get(`${method.toUpperCase()} ${path}`);
}

/** The playback playlist route: GET media/h5/m3u8/{id}, signed by the BFF, not JSON. */
export const PLAYBACK_PREFIX = 'media/h5/m3u8/';
const PLAYBACK_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The playback id when `path` is `media/h5/m3u8/{id}` with a well-formed id, else null. */
export function playbackId(path: string): string | null {
  if (!path.startsWith(PLAYBACK_PREFIX)) return null;
  const id = path.slice(PLAYBACK_PREFIX.length);
  return PLAYBACK_ID.test(id) ? id : null;
}

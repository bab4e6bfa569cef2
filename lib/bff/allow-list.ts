import 'server-only';

import type { CallDef } from '@/lib/protocol/call';
import { findCall, playbackId } from '@/lib/protocol/call-table';

// What the BFF forwards: the §7 call table of lib/protocol/call-table.ts (the one list the origin's
// router reads too) with its own method, plus GET media/h5/m3u8/{id}. A listed path asked with
// a method it is not served with is 405 with the methods it is (allowedMethods), an unlisted
// path 404 whatever the method (docs/protocol.md "BFF refusals of its own").

export type Route = { kind: 'api'; call: CallDef } | { kind: 'playback'; id: string };

/** The forwardable route for a method and a canonical call path, or null (→ 405 or 404, no upstream call). */
export function resolveRoute(method: string, path: string): Route | null {
  if (method !== 'GET' && method !== 'POST') return null;
  const call = findCall(method, path);
  if (call) return { kind: 'api', call };
  const id = method === 'GET' ? playbackId(path) : null;
  return id === null ? null : { kind: 'playback', id };
}

const SERVED_METHODS = ['GET', 'POST'] as const;

/** The methods a canonical call path is served with, in Allow order; none for an unlisted path. */
export function allowedMethods(path: string): string[] {
  return SERVED_METHODS.filter((method) => resolveRoute(method, path) !== null);
}

import 'server-only';

import type { CallDef } from '@/lib/protocol/call';
import { findCall, playbackId } from '@/lib/protocol/call-table';

// What the BFF forwards: the §7 call table of lib/protocol/call-table.ts (the one list the origin's
// router reads too) with its own method, plus GET media/h5/m3u8/{id}. A listed path asked with
// the other method is 404 like an unlisted one, not 405: the browser learns nothing from the
// difference, and docs/protocol.md keeps 4040 as the single "not here" answer.

export type Route = { kind: 'api'; call: CallDef } | { kind: 'playback'; id: string };

/** The forwardable route for a method and a canonical call path, or null (→ 404, no upstream call). */
export function resolveRoute(method: string, path: string): Route | null {
  if (method !== 'GET' && method !== 'POST') return null;
  const call = findCall(method, path);
  if (call) return { kind: 'api', call };
  const id = method === 'GET' ? playbackId(path) : null;
  return id === null ? null : { kind: 'playback', id };
}

// GET|POST /api/app/<call> – the BFF: canonical path → allow-list → sign → encrypt → origin → decrypt → plain envelope.
import { proxyRequest } from '@/lib/bff/proxy';

// Default (node) runtime, no `runtime` export: cacheComponents refuses any runtime segment
// config (NOTES.md), and self-hosted node served this kind of handler as fast as the edge did.
// lib/bff is node-only since the speed work (undici keep-alive pool and node:crypto instead
// of fetch and crypto.subtle: docs/decisions/0013-bff-performance.md).
// Every method Next routes is exported and left to proxyRequest, which answers the ones a path
// is not served with 405 / 4050 and an Allow header: Next's own answers would be an empty 405,
// a 204 to OPTIONS claiming every exported method, and HEAD run as GET. TRACE, and methods
// outside Next's seven, reach us as PATCH through node-request-hook.ts (instrumentation.ts).
// Wrapped, not re-exported: Next passes a route context as the 2nd argument, which must not
// reach proxyRequest's config parameter.
const handle = (request: Request) => proxyRequest(request);
export const GET = handle;
export const POST = handle;
export const HEAD = handle;
export const OPTIONS = handle;
export const PUT = handle;
export const DELETE = handle;
export const PATCH = handle;

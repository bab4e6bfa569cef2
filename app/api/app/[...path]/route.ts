// GET|POST /api/app/<call> – the BFF: canonical path → allow-list → sign → encrypt → origin → decrypt → plain envelope.
import { proxyRequest } from '@/lib/bff/proxy';

// Default (node) runtime, no `runtime` export: cacheComponents refuses any runtime segment
// config (NOTES.md), and self-hosted node served this kind of handler as fast as the edge did.
// lib/bff is node-only since the speed work (undici keep-alive pool and node:crypto instead
// of fetch and crypto.subtle: docs/decisions.md "BFF performance").
// Only GET and POST are exported: Next answers any other method 405 without calling us.
// Wrapped, not re-exported: Next passes a route context as the 2nd argument, which must not
// reach proxyRequest's config parameter.
export const GET = (request: Request) => proxyRequest(request);
export const POST = (request: Request) => proxyRequest(request);

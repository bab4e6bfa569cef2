import 'server-only';

import { allowedMethods, resolveRoute } from './allow-list';
import { proxyApiCall } from './api-call';
import { canonicalCallPath } from './canonical-path';
import { getBffConfig, type BffConfig } from './env';
import {
  BffError,
  badGateway,
  badPath,
  errorResponse,
  methodNotAllowed,
  notFound,
} from './envelope';
import { clientMethod } from './node-request-hook';
import { proxyPlayback } from './playback';

// The BFF's single entry: canonical path → allow-list → (config) → forward. The first two run
// before anything else, configuration included, so a hostile path costs nothing and never
// reaches the network. Every failure leaves here as a plain envelope; nothing throws to Next
// (no HTML error page, no stack).

export type ConfigSource = BffConfig | (() => Promise<BffConfig>);

async function resolveConfig(source: ConfigSource): Promise<BffConfig> {
  if (typeof source !== 'function') return source;
  try {
    return await source();
  } catch {
    // getBffConfig logged the reason once at start; repeating it per request would bury it.
    const error = badGateway('BFF configuration invalid');
    error.quiet = true;
    throw error;
  }
}

/** 405 with Allow for a listed path asked with another method, else 404. */
function refusal(method: string, path: string): BffError {
  const allow = allowedMethods(path);
  return allow.length > 0
    ? methodNotAllowed(`${method} ${path}`, allow)
    : notFound(`${method} ${path}`);
}

/** Handles one browser request to /api/app/<path>; `source` is the env config unless a test passes its own. */
export async function proxyRequest(
  request: Request,
  source: ConfigSource = getBffConfig,
): Promise<Response> {
  // TRACE and other methods Next cannot hand a route arrive under another (node-request-hook.ts).
  const method = clientMethod(request);
  let label = method;
  try {
    const target = canonicalCallPath(request.url);
    if (!target.ok) throw badPath(target.reason);
    const route = resolveRoute(method, target.path);
    if (!route) throw refusal(method, target.path);
    label = `${method} ${route.kind === 'api' ? route.call.path : 'media/h5/m3u8'}`;
    const config = await resolveConfig(source);
    return route.kind === 'api'
      ? await proxyApiCall(request, config, route.call, target.search)
      : await proxyPlayback(request, config, route.id, target.search);
  } catch (error) {
    const failure =
      error instanceof BffError
        ? error
        : badGateway(
            `unexpected ${String((error as Error)?.name)}: ${String((error as Error)?.message)}`,
          );
    // Only the BFF's own 5xx are worth a line; never the token, body or query (they may hold secrets).
    if (failure.status >= 500 && !failure.quiet)
      console.warn(`[bff] ${failure.envelope.code} ${label}: ${failure.message}`);
    return errorResponse(failure);
  }
}

import 'server-only';

import { ADMIN_USER_AGENT } from '@/lib/protocol/admin-call';
import type { AdminCallDef } from '@/lib/protocol/admin-call';
import { findAdminCall } from '@/lib/protocol/admin-call-table';
import { MULTIPART_LIMIT_BYTES } from '@/lib/protocol/body-limits';
import { CODES, codeInfo } from '@/lib/protocol/codes';
import { buildApiKeyHeader, newNonce, signRequest } from '@/lib/protocol/sign';

import { adminTokenOf, clearAdminCookie, sameOriginPost, setAdminCookie } from './admin-cookie';
import { clientIp } from './client-headers';
import { getBffConfig, type BffConfig } from './env';
import {
  BffError,
  badBody,
  badGateway,
  envelopeResponse,
  errorResponse,
  gatewayTimeout,
  methodNotAllowed,
  notFound,
  tooLarge,
} from './envelope';

// The console's one route handler (app/admin/api/[...path]): POST /admin/api/<call> → the
// origin's /admin/<call>, never through /api/app (docs/admin-api.md "The two hops"). Only calls
// of the admin table are forwarded; the operator's token goes from the httpOnly cookie into the
// signed request, and a token in an answer goes into the cookie, never to the page.

const PREFIX = '/admin/api/';
const BODY_LIMIT_BYTES = 64 * 1024;

type Envelope = { code: number; data: unknown; tip: string; msg: string };

type Body = { bytes: string | ArrayBuffer; type: string };

/** JSON, or for a form call (an upload chunk) its multipart body as sent, up to the upload limit. */
async function readBody(request: Request, call: AdminCallDef): Promise<Body> {
  const type = request.headers.get('content-type') ?? '';
  if (call.form && /^multipart\/form-data/i.test(type)) {
    const declared = Number(request.headers.get('content-length') ?? 0);
    if (declared > MULTIPART_LIMIT_BYTES) throw tooLarge('admin form');
    const bytes = await request.arrayBuffer().catch(() => {
      throw badBody('admin: body unreadable');
    });
    if (bytes.byteLength > MULTIPART_LIMIT_BYTES) throw tooLarge('admin form');
    return { bytes, type };
  }
  const text = await request.text().catch(() => {
    throw badBody('admin: body unreadable');
  });
  if (Buffer.byteLength(text) > BODY_LIMIT_BYTES) throw tooLarge('admin body');
  return { bytes: text || '{}', type: 'application/json' };
}

async function forward(
  config: BffConfig,
  path: string,
  body: Body,
  request: Request,
): Promise<{ status: number; envelope: Envelope }> {
  const token = adminTokenOf(request);
  const url = new URL(`/admin/${path}`, config.originUrl.origin);
  const t = Math.floor(Date.now() / 1000);
  const n = newNonce();
  const s = await signRequest(config.signKey, {
    token,
    path: url.pathname,
    userAgent: ADMIN_USER_AGENT,
    timestamp: t,
    nonce: n,
  });
  const headers: Record<string, string> = {
    'content-type': body.type,
    'x-user-agent': ADMIN_USER_AGENT,
    'x-api-key': buildApiKeyHeader({ t, s, n }),
  };
  if (token) headers.authorization = token;
  const ip = clientIp(request.headers, config.trustedProxyHops);
  if (ip) headers['x-real-ip'] = ip;
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers,
      body: body.bytes,
      redirect: 'manual',
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') throw gatewayTimeout('admin: origin timeout');
    throw badGateway(`admin: origin unreachable (${(error as Error).message})`);
  }
  try {
    const envelope = (await res.json()) as Envelope;
    if (typeof envelope.code !== 'number') throw new Error('no code');
    return { status: res.status, envelope };
  } catch {
    throw badGateway('admin: origin answer is not an envelope');
  }
}

/** Handles one browser request to /admin/api/<call>. */
export async function proxyAdminRequest(
  request: Request,
  loadConfig: () => Promise<BffConfig> = getBffConfig,
): Promise<Response> {
  try {
    const path = new URL(request.url).pathname.slice(PREFIX.length);
    const call = findAdminCall(path);
    if (!call) throw notFound(`admin: ${path}`);
    if (request.method !== 'POST') throw methodNotAllowed(`admin: ${request.method}`, ['POST']);
    if (!sameOriginPost(request))
      throw new BffError(CODES.forbidden, '请求来源无效', 'admin: cross-site POST');
    const body = await readBody(request, call);
    const config = await loadConfig().catch(() => {
      throw badGateway('BFF configuration invalid');
    });
    const { status, envelope } = await forward(config, path, body, request);
    const secure = new URL(request.url).protocol === 'https:';
    const extra: Record<string, string> = {};
    const data = envelope.data as { token?: unknown } | null;
    if (
      envelope.code === CODES.ok &&
      call.session === 'issues' &&
      typeof data?.token === 'string'
    ) {
      extra['set-cookie'] = setAdminCookie(data.token, secure);
      delete data.token;
    } else if (
      (envelope.code === CODES.ok && call.session === 'ends') ||
      envelope.code === CODES.sessionInvalid
    ) {
      extra['set-cookie'] = clearAdminCookie(secure);
    }
    // A refusal is an answer (a wrong password), not a failed request: 200, as the BFF does.
    // An upload chunk keeps the origin's status: the uploader reads it (201, 415 permanent…).
    const info = codeInfo(envelope.code);
    const relayed = call.form || !info.refusal ? status : 200;
    return envelopeResponse(relayed, envelope, extra);
  } catch (error) {
    const failure =
      error instanceof BffError ? error : badGateway(`admin: ${(error as Error)?.message}`);
    if (failure.status >= 500) console.warn(`[admin] ${failure.envelope.code}: ${failure.message}`);
    return errorResponse(failure);
  }
}

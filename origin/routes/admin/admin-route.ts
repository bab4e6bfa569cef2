// The origin's /admin/* (docs/admin-api.md): the console's calls, from the admin call table
// alone, never under /api/app. Each request is signed by the web tier (x-api-key, its nonce used
// once), then: the operator's session (1000 without a live one; a user's token is never one),
// the session's stage, the role's right for this call (4030), the payload against the call's
// schema (4000), the handler. Answers are plain envelopes: this hop is not sealed.
import type { Context, Hono, MiddlewareHandler } from 'hono';
import * as v from 'valibot';

import { roleMay, TIP_ADMIN_FORBIDDEN } from '@/lib/domain/admin/roles';
import type { AdminCallDef } from '@/lib/protocol/admin-call';
import {
  ADMIN_CALL_TABLE,
  type AdminCallName,
  type AdminCallOf,
  type AdminCallOutput,
  type AdminCallPayload,
} from '@/lib/protocol/admin-call-table';
import { CODES, TIPS } from '@/lib/protocol/codes';
import { firstTip } from '@/lib/protocol/fields';

import type { Db } from '../../db/client';
import { apiNonces } from '../../db/schema/security';
import { reply, type OriginEnv, type RouteDeps } from '../../http/context';
import { ApiError, badInput, forbidden, sessionInvalid } from '../../http/envelope';
import { checkAnswer } from '../../http/route';
import { limitBody } from '../../http/body-limit';
import { verifySignature } from '../../middleware/signature';
import { resolveOperatorSession, type OperatorSession } from '../../services/admin/sessions';
import { uploadPaths } from '../../services/platform/upload-paths';
import { removeSpool, spoolForm } from '../../http/spool-form';

export const ADMIN_PREFIX = '/admin/';

type SessionFor<N extends AdminCallName> = AdminCallOf<N>['access'] extends 'public'
  ? null
  : OperatorSession;

export type AdminHandlerContext<N extends AdminCallName> = {
  input: AdminCallPayload<N>;
  session: SessionFor<N>;
  /** The browser's address, as the signed web tier sent it. */
  address: string;
  c: Context<OriginEnv>;
};

export type AdminHandler<N extends AdminCallName> = (
  ctx: AdminHandlerContext<N>,
) => Promise<AdminCallOutput<N>>;

export type AdminHandlers = { [N in AdminCallName]: AdminHandler<N> };

/** The x-api-key nonce, claimed once: a replayed request is refused (4001). */
function claimNonce(db: Db, now: () => number): MiddlewareHandler<OriginEnv> {
  return async (c, next) => {
    const nonce = c.get('nonce');
    const claimed = nonce
      ? await db
          .insert(apiNonces)
          .values({ nonce, seenAt: new Date(now()) })
          .onConflictDoNothing()
          .returning({ nonce: apiNonces.nonce })
      : [];
    if (claimed.length === 0)
      throw new ApiError(CODES.badSignature, undefined, {
        msg: 'replay',
        detail: 'admin nonce seen',
      });
    await next();
  };
}

const MULTIPART_RE = /^multipart\/form-data/i;

/**
 * The call's body: JSON, or for a form call (an upload chunk) multipart with the file spooled to
 * disk as it arrives; the spool is removed after the call unless the call moved it.
 */
async function withPayload<T>(
  call: AdminCallDef,
  c: Context<OriginEnv>,
  spoolDir: string,
  run: (payload: unknown) => Promise<T>,
): Promise<T> {
  const type = c.req.header('content-type') ?? '';
  if (call.form && MULTIPART_RE.test(type)) {
    let read;
    try {
      read = await spoolForm(c.req.raw.body, type, spoolDir);
    } catch {
      throw badInput(TIPS.badBody, 'admin: form unreadable');
    }
    try {
      return await run(read.fields);
    } finally {
      await removeSpool(read.spool);
    }
  }
  let payload: unknown;
  try {
    payload = await c.req.json();
  } catch {
    throw badInput(TIPS.badBody, 'admin: body is not JSON');
  }
  return run(payload);
}

/** The session this call needs, checked against its access and roles. */
async function sessionFor(
  call: AdminCallDef,
  c: Context<OriginEnv>,
  deps: RouteDeps,
): Promise<OperatorSession | null> {
  if (call.access === 'public') return null;
  const token = c.req.header('authorization') ?? '';
  const session = token ? await resolveOperatorSession(deps.db, token, deps.now()) : null;
  if (!session) throw sessionInvalid(token ? 'admin session dead' : 'admin: no session');
  if (call.access === 'operator') {
    if (session.stage !== 'full') throw forbidden('请先绑定动态验证码', 'admin: enrol first');
    if (!roleMay(session.operator.role, call.roles))
      throw forbidden(TIP_ADMIN_FORBIDDEN, `admin: ${session.operator.role} on ${call.name}`);
  }
  return session;
}

function handle(call: AdminCallDef, handler: AdminHandler<AdminCallName>, deps: RouteDeps) {
  const spoolDir = uploadPaths(deps.config.dataDir).incoming;
  return async (c: Context<OriginEnv>) => {
    const session = await sessionFor(call, c, deps);
    const data = await withPayload(call, c, spoolDir, async (payload) => {
      const parsed = v.safeParse(call.request, payload);
      if (!parsed.success)
        throw badInput(firstTip(call.request, parsed.issues), `${call.name}: bad payload`);
      return handler({
        input: parsed.output as never,
        session: session as never,
        address: c.get('clientIp'),
        c,
      });
    });
    if (deps.checkAnswers) checkAnswer(call as never, data, deps.logger);
    return reply(c, data);
  };
}

/** Registers every admin call under /admin/ on `app`. */
export function registerAdminCalls(app: Hono<OriginEnv>, handlers: AdminHandlers, deps: RouteDeps) {
  app.use(
    `${ADMIN_PREFIX}*`,
    limitBody(),
    verifySignature(deps.keys.signKey, deps.now),
    claimNonce(deps.db, deps.now),
  );
  for (const call of ADMIN_CALL_TABLE) {
    const handler = handlers[call.name as AdminCallName] as AdminHandler<AdminCallName>;
    app.post(`${ADMIN_PREFIX}${call.path}`, handle(call, handler, deps));
  }
}

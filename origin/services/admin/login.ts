// The console's login (docs/admin-api.md "Sessions, TOTP and the login limit"): the attempt
// takes a place in the account's and the address's window first, the password is checked (the
// same cost whether the name exists or not), then the TOTP code; a signed-in login gives its
// places back and writes its audit row with the new session.
import {
  ADMIN_LOGIN_MAX_PER_ACCOUNT,
  ADMIN_LOGIN_MAX_PER_ADDRESS,
  ADMIN_LOGIN_WINDOW_SECONDS,
  TIP_ADMIN_LOGIN_LIMITED,
  adminLoginBuckets,
} from '@/lib/domain/admin/login-limits';
import { TIP_ADMIN_BAD_CODE, TIP_ADMIN_BAD_LOGIN } from '@/lib/domain/admin/roles';
import type { SessionStage } from '@/lib/domain/admin/sessions';
import type { AdminLogin, AdminMe } from '@/lib/protocol/shapes/admin/auth';

import type { Db } from '../../db/client';
import { badInput, rateLimited } from '../../http/envelope';
import { verifyPassword } from '../account/passwords';
import { releaseWindow, takeWindowPlace } from '../platform/rate-limits';
import { writeAudit } from './audit';
import { findOperatorByName } from './operators';
import { issueOperatorSession } from './sessions';
import { claimTotpCode } from './totp';

export type LoginContext = { db: Db; nowMs: number; address: string; totpRequired: boolean };

export function adminMe(
  operator: { id: number; name: string; role: AdminMe['role']; totpEnrolled: boolean },
  stage: SessionStage,
  totpRequired: boolean,
): AdminMe {
  const { id, name, role, totpEnrolled } = operator;
  return { id, name, role, totpEnrolled, totpRequired, stage };
}

/** Takes a place in both windows, or throws 4290 (giving back what it took). */
async function takePlaces(ctx: LoginContext, name: string): Promise<() => Promise<void>> {
  const buckets = adminLoginBuckets(name, ctx.address);
  const window = ADMIN_LOGIN_WINDOW_SECONDS;
  const release = (bucket: string) => releaseWindow(ctx.db, bucket, window, ctx.nowMs);
  const retryAfter = window - ((ctx.nowMs / 1000) % window);
  const account = await takeWindowPlace(
    ctx.db,
    buckets.account,
    window,
    ctx.nowMs,
    ADMIN_LOGIN_MAX_PER_ACCOUNT,
  );
  if (account === null) throw rateLimited(retryAfter, TIP_ADMIN_LOGIN_LIMITED);
  const address = await takeWindowPlace(
    ctx.db,
    buckets.address,
    window,
    ctx.nowMs,
    ADMIN_LOGIN_MAX_PER_ADDRESS,
  );
  if (address === null) {
    await release(buckets.account);
    throw rateLimited(retryAfter, TIP_ADMIN_LOGIN_LIMITED);
  }
  return async () => {
    await release(buckets.account);
    await release(buckets.address);
  };
}

export async function operatorLogin(
  ctx: LoginContext,
  input: { name: string; password: string; code?: string | undefined },
): Promise<AdminLogin> {
  const name = input.name.trim().toLowerCase();
  const release = await takePlaces(ctx, name);
  const operator = await findOperatorByName(ctx.db, name);
  const passwordRight = await verifyPassword(input.password, operator?.passwordHash);
  if (!operator || !passwordRight || operator.disabledAt !== null)
    throw badInput(TIP_ADMIN_BAD_LOGIN, 'admin login: bad name or password');
  if (operator.totpEnrolled) {
    // The password was right: asking for the code costs no place.
    if (input.code === undefined) {
      await release();
      return { status: 'totp' };
    }
    const secret = operator.totpSecret ?? '';
    if (!(await claimTotpCode(ctx.db, { id: operator.id, secret }, input.code, ctx.nowMs)))
      throw badInput(TIP_ADMIN_BAD_CODE, 'admin login: bad TOTP code');
  }
  const stage: SessionStage = operator.totpEnrolled || !ctx.totpRequired ? 'full' : 'enrol';
  const token = await ctx.db.transaction(async (tx) => {
    const issued = await issueOperatorSession(tx, operator.id, stage, ctx.nowMs);
    await writeAudit(
      tx,
      {
        operatorId: operator.id,
        address: ctx.address,
        action: 'auth.login',
        target: `operator:${operator.id}`,
        after: { stage, totp: operator.totpEnrolled },
      },
      ctx.nowMs,
    );
    return issued;
  });
  await release();
  return {
    status: stage === 'full' ? 'signed-in' : 'enrol',
    token,
    me: adminMe(operator, stage, ctx.totpRequired),
  };
}

// The console's auth calls (docs/admin-api.md): login, TOTP enrolment, me, logout.
import { eq } from 'drizzle-orm';

import { TIP_ADMIN_BAD_CODE } from '@/lib/domain/admin/roles';

import { operators } from '../../db/schema/admin';
import type { RouteDeps } from '../../http/context';
import { badInput } from '../../http/envelope';
import { writeAudit } from '../../services/admin/audit';
import { adminMe, operatorLogin } from '../../services/admin/login';
import { findOperator } from '../../services/admin/operators';
import { promoteOperatorSession, revokeOperatorSession } from '../../services/admin/sessions';
import { newTotpSecret, totpUri, claimTotpCode } from '../../services/admin/totp';
import type { AdminHandlers } from './admin-route';

type AuthHandlers = Pick<
  AdminHandlers,
  'auth/login' | 'auth/totp/enrol' | 'auth/totp/confirm' | 'auth/me' | 'auth/logout'
>;

const TIP_ENROLLED = '已绑定动态验证码';

export function adminAuthHandlers(deps: RouteDeps): AuthHandlers {
  const { db } = deps;
  const totpRequired = deps.config.adminTotpRequired;
  return {
    'auth/login': ({ input, address }) =>
      operatorLogin({ db, nowMs: deps.now(), address, totpRequired }, input),

    'auth/me': async ({ session }) => adminMe(session.operator, session.stage, totpRequired),

    'auth/totp/enrol': async ({ session }) => {
      if (session.operator.totpEnrolled) throw badInput(TIP_ENROLLED, 'admin: enrolled already');
      const secret = newTotpSecret();
      await db
        .update(operators)
        .set({ totpSecret: secret, totpLastCounter: null })
        .where(eq(operators.id, session.operator.id));
      return { secret, uri: totpUri(secret, session.operator.name) };
    },

    'auth/totp/confirm': async ({ session, input, address }) => {
      const nowMs = deps.now();
      const operator = await findOperator(db, session.operator.id);
      if (!operator?.totpSecret || operator.totpEnrolled)
        throw badInput(operator?.totpEnrolled ? TIP_ENROLLED : '请先获取绑定二维码');
      const secret = operator.totpSecret;
      if (!(await claimTotpCode(db, { id: operator.id, secret }, input.code, nowMs)))
        throw badInput(TIP_ADMIN_BAD_CODE, 'admin: bad enrolment code');
      await db.transaction(async (tx) => {
        await tx.update(operators).set({ totpEnrolled: true }).where(eq(operators.id, operator.id));
        await promoteOperatorSession(tx, session.id);
        await writeAudit(
          tx,
          {
            operatorId: operator.id,
            address,
            action: 'auth.totp.enrol',
            target: `operator:${operator.id}`,
            before: { totpEnrolled: false },
            after: { totpEnrolled: true },
          },
          nowMs,
        );
      });
      return adminMe({ ...session.operator, totpEnrolled: true }, 'full', totpRequired);
    },

    'auth/logout': async ({ session, address }) => {
      const nowMs = deps.now();
      await db.transaction(async (tx) => {
        await revokeOperatorSession(tx, session.id, nowMs);
        await writeAudit(
          tx,
          {
            operatorId: session.operator.id,
            address,
            action: 'auth.logout',
            target: `operator:${session.operator.id}`,
          },
          nowMs,
        );
      });
      return {};
    },
  };
}

// User calls built so far (§7 "User"): info, logout, online time, QR login.
import type { RouteDef, RouteDeps } from '../http/context';
import { reply, requireSession } from '../http/context';
import { recordOnlineTime } from '../services/online-time';
import { revokeSession } from '../services/sessions';
import { confirmQrLogin, pollQrLogin } from '../services/qr-login';
import { ownUserInfo, publicUserInfo } from '../services/user-info';
import { positiveId } from '../services/validate';

export function userRoutes(deps: RouteDeps): RouteDef[] {
  const { db, config, now } = deps;
  return [
    {
      // POST /api/app/user/info – own info with VIP tiers, or another user's public subset (payload userId)
      method: 'POST',
      path: 'user/info',
      auth: 'secure',
      handler: async (c) => {
        const session = requireSession(c);
        const raw = c.get('payload').userId;
        const userId =
          raw === undefined || raw === null || raw === ''
            ? session.userId
            : positiveId(raw, '用户ID格式不正确');
        return reply(
          c,
          userId === session.userId
            ? await ownUserInfo(db, userId, session.token, now())
            : await publicUserInfo(db, userId, now()),
        );
      },
    },
    {
      // POST /api/app/user/logout – ends the caller's session (its token answers 1000 from now on)
      method: 'POST',
      path: 'user/logout',
      auth: 'secure',
      handler: async (c) => {
        await revokeSession(db, requireSession(c).id, now());
        return reply(c, null);
      },
    },
    {
      // POST /api/app/user/online/time – credits reported online seconds (at most the wall time since the last report)
      method: 'POST',
      path: 'user/online/time',
      auth: 'secure',
      handler: async (c) =>
        reply(c, await recordOnlineTime(db, requireSession(c), c.get('payload'), now())),
    },
    {
      // POST /api/app/user/qrcode – a logged-in device confirms a scanned QR login code for its account
      method: 'POST',
      path: 'user/qrcode',
      auth: 'secure',
      handler: async (c) =>
        reply(
          c,
          await confirmQrLogin(
            { db, nowMs: now(), tokenTtlDays: config.tokenTtlDays },
            c.get('payload'),
            requireSession(c),
          ),
        ),
    },
    {
      // POST /api/app/user/qrcode/info – a new device creates (no code) or polls (code) a QR login
      method: 'POST',
      path: 'user/qrcode/info',
      auth: 'public',
      handler: async (c) =>
        reply(
          c,
          await pollQrLogin(
            { db, nowMs: now(), ip: c.get('clientIp'), tokenTtlDays: config.tokenTtlDays },
            c.get('payload'),
          ),
        ),
    },
  ];
}

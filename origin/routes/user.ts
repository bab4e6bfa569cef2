// User calls built so far (§7 "User"): info, logout, online time, QR login.
import type { RouteDeps } from '../http/context';
import type { Handlers } from '../http/route';
import { recordOnlineTime } from '../services/online-time';
import { confirmQrLogin, pollQrLogin } from '../services/qr-login';
import { revokeSession } from '../services/sessions';
import { ownUserInfo, publicUserInfo } from '../services/user-info';

export function userHandlers(deps: RouteDeps): Handlers {
  const { db, config, now } = deps;
  return {
    // POST /api/app/user/info – own info with VIP tiers and wallet, or another user's public subset (payload userId)
    'user/info': ({ input, session }) => {
      const userId = input.userId ?? session.userId;
      return userId === session.userId
        ? ownUserInfo(db, userId, session.token, now())
        : publicUserInfo(db, userId, now());
    },
    // POST /api/app/user/logout – ends the caller's session, if the token sent is one (never 1000)
    'user/logout': async ({ session }) => {
      if (session) await revokeSession(db, session.id, now());
      return null;
    },
    // POST /api/app/user/online/time – credits reported online seconds to the token's user (never 1000)
    'user/online/time': ({ input, session }) => recordOnlineTime(db, session, input.seconds, now()),
    // POST /api/app/user/qrcode – a logged-in device confirms a scanned QR login code for its account
    'user/qrcode': ({ input, session }) =>
      confirmQrLogin({ db, nowMs: now(), tokenTtlDays: config.tokenTtlDays }, input, session),
    // POST /api/app/user/qrcode/info – a new device creates (no code) or polls (code) a QR login
    'user/qrcode/info': ({ input, c }) =>
      pollQrLogin(
        { db, nowMs: now(), ip: c.get('clientIp'), tokenTtlDays: config.tokenTtlDays },
        input,
      ),
  };
}

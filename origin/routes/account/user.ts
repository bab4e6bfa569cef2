// User calls (§7 "User"): info, logout, online time, QR login and the credentials card, and the
// user's own settings (avatar, name and intro, password, phone) and invitations.
import type { RouteDeps } from '../../http/context';
import type { Handlers } from '../../http/route';
import { closeAccount } from '../../services/account/closure';
import { credentialsCard } from '../../services/account/credentials';
import { inviteIncome, inviteList, redeemInvite } from '../../services/account/invites';
import { recordOnlineTime } from '../../services/account/online-time';
import { pageRequest } from '../../services/platform/paging';
import {
  changeMobile,
  changePassword,
  modifyInfo,
  setAvatar,
} from '../../services/account/profile';
import { confirmQrLogin, pollQrLogin } from '../../services/account/qr-login';
import { revokeSession } from '../../services/account/sessions';
import { ownUserInfo, publicUserInfo } from '../../services/account/user-info';

export function userHandlers(deps: RouteDeps): Handlers {
  const { db, config, now } = deps;
  const profile = (ip: string) => ({ db, nowMs: now(), ip });
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
    // POST /api/app/user/qrcode – confirms a scanned QR login code, or (no code) the caller's credentials card
    'user/qrcode': ({ input, session }) =>
      input.code === undefined
        ? credentialsCard(db, config.signKey, session.userId, input.revoke === true)
        : confirmQrLogin({ db, nowMs: now() }, input, session),
    // POST /api/app/user/qrcode/info – a new device creates or polls a QR login, or restores a credentials card
    'user/qrcode/info': ({ input, session, c }) =>
      pollQrLogin(
        {
          db,
          nowMs: now(),
          ip: c.get('clientIp'),
          tokenTtlDays: config.tokenTtlDays,
          ttlSeconds: config.qrLoginTtlSeconds,
          signKey: config.signKey,
        },
        input,
        session,
      ),
    // POST /api/app/user/avatar – a new avatar (multipart file: square, 64–1024 px, 512 KB)
    'user/avatar': ({ input, session, c }) =>
      setAvatar(profile(c.get('clientIp')), input.file, session),
    // POST /api/app/user/info/modify – a new nickname (unique, no banned words) and/or intro
    'user/info/modify': ({ input, session, c }) =>
      modifyInfo(profile(c.get('clientIp')), input, session),
    // POST /api/app/user/changePassword – a new password, proven by the old one or a code to the bound phone
    'user/changePassword': ({ input, session, c }) =>
      changePassword(profile(c.get('clientIp')), input, session),
    // POST /api/app/user/changeMobile – moves the account to a new number, with codes from both
    'user/changeMobile': ({ input, session, c }) =>
      changeMobile(profile(c.get('clientIp')), input, session),
    // POST /api/app/user/close – closes (注销) the caller's account, proven by its password or a code
    'user/close': ({ input, session, c }) =>
      closeAccount(profile(c.get('clientIp')), input, session),
    // POST /api/app/user/invite/income – the caller's invite code, invitees and diamonds earned
    'user/invite/income': ({ session }) => inviteIncome(db, session.userId),
    // POST /api/app/user/invite/list – the users the caller invited, newest first
    'user/invite/list': ({ input, session }) => inviteList(db, session.userId, pageRequest(input)),
    // POST /api/app/user/invite/redeem – an account redeems an inviting account's code (once, never one's own)
    'user/invite/redeem': ({ input, session, c }) =>
      redeemInvite(db, {
        userId: session.userId,
        code: input.code,
        ip: c.get('clientIp'),
        nowMs: now(),
      }),
  };
}

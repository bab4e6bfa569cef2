// Login calls (§7 "Login"): guest, account, SMS captcha, phone, bindMobile, before, official.
import type { RouteDeps } from '../../http/context';
import type { Handlers } from '../../http/route';
import { beforeLogin, login, register } from '../../services/account/accounts';
import { guestLogin } from '../../services/account/guest';
import { issueCaptcha } from '../../services/account/captcha';
import { bindMobile, boundPhone, phoneLogin } from '../../services/account/phone';
import { configValues } from '../../services/platform/config';
import { sendSmsCode } from '../../services/account/sms-codes';
import { phone } from '../../services/platform/validate';

export function loginHandlers(deps: RouteDeps): Handlers {
  const { db, config, now } = deps;
  const ttl = config.tokenTtlDays;
  const account = () => ({ db, nowMs: now(), tokenTtlDays: ttl });
  return {
    // POST /api/app/login/guest – the device's guest account (created on first sight) and a token
    'login/guest': ({ input, c }) =>
      guestLogin(
        {
          db,
          nowMs: now(),
          ip: c.get('clientIp'),
          guestPerIpPerMinute: config.guestPerIpPerMinute,
          tokenTtlDays: ttl,
        },
        input,
      ),
    // POST /api/app/login/account/register – new account, or the caller's guest account upgraded
    'login/account/register': ({ input, session, c }) =>
      register(account(), input, session, {
        ip: c.get('clientIp'),
        perIpPerHour: config.registerPerIpPerHour,
      }),
    // POST /api/app/login/account/login – account + password → a new session (a guest's data comes along)
    'login/account/login': ({ input, session, c }) =>
      login(account(), input, c.get('clientIp'), session),
    // POST /api/app/login/captcha – sends a 6-digit SMS code to a phone (bound: the caller's own), or (kind image) draws a picture captcha
    'login/captcha': async ({ input, session, c }) =>
      input.kind === 'image'
        ? issueCaptcha(db, deps.captchaText, now())
        : sendSmsCode(
            db,
            deps.sms,
            {
              phone: input.bound ? await boundPhone(db, session) : phone(input),
              ip: c.get('clientIp'),
            },
            {
              resendSeconds: config.smsResendSeconds,
              perIpPerHour: config.smsPerIpPerHour,
              perPhonePerDay: config.smsPerPhonePerDay,
            },
            now(),
          ),
    // POST /api/app/login/phone – phone + code: log into the phone's account, or bind it to the caller's
    'login/phone': ({ input, session, c }) =>
      phoneLogin({ ...account(), ip: c.get('clientIp') }, input, session),
    // POST /api/app/login/bindMobile – binds a phone (proven by code) to the caller's account
    'login/bindMobile': ({ input, session, c }) =>
      bindMobile({ ...account(), ip: c.get('clientIp') }, input, session),
    // POST /api/app/login/before – login rules, methods, server time and whether the account is locked
    'login/before': ({ input, c }) => beforeLogin({ db, nowMs: now() }, input, c.get('clientIp')),
    // POST /api/app/login/official – the official site, groups and app version (operator data)
    'login/official': async () => {
      const official = (await configValues(db, ['official'])).official;
      return official && typeof official === 'object' ? (official as Record<string, unknown>) : {};
    },
  };
}

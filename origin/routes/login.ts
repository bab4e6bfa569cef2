// Login calls (§7 "Login"): guest, account, SMS captcha, phone, bindMobile, before, official.
import type { RouteDef, RouteDeps } from '../http/context';
import { reply, requireSession } from '../http/context';
import { beforeLogin, login, register } from '../services/accounts';
import { guestLogin } from '../services/guest';
import { bindMobile, phoneLogin } from '../services/phone';
import { configValues } from '../services/platform-config';
import { sendSmsCode } from '../services/sms-codes';
import { phone } from '../services/validate';

export function loginRoutes(deps: RouteDeps): RouteDef[] {
  const { db, config, now } = deps;
  const ttl = config.tokenTtlDays;
  return [
    {
      // POST /api/app/login/guest – the device's guest account (created on first sight) and a token
      method: 'POST',
      path: 'login/guest',
      auth: 'public',
      handler: async (c) =>
        reply(
          c,
          await guestLogin(
            {
              db,
              nowMs: now(),
              ip: c.get('clientIp'),
              guestPerIpPerMinute: config.guestPerIpPerMinute,
              tokenTtlDays: ttl,
            },
            c.get('payload'),
          ),
        ),
    },
    {
      // POST /api/app/login/account/register – new account, or the caller's guest account upgraded
      method: 'POST',
      path: 'login/account/register',
      auth: 'public',
      handler: async (c) =>
        reply(
          c,
          await register(
            { db, nowMs: now(), tokenTtlDays: ttl },
            c.get('payload'),
            c.get('session'),
          ),
        ),
    },
    {
      // POST /api/app/login/account/login – account + password → a new session
      method: 'POST',
      path: 'login/account/login',
      auth: 'public',
      handler: async (c) =>
        reply(c, await login({ db, nowMs: now(), tokenTtlDays: ttl }, c.get('payload'))),
    },
    {
      // POST /api/app/login/captcha – sends a 6-digit SMS code to a phone
      method: 'POST',
      path: 'login/captcha',
      auth: 'public',
      handler: async (c) =>
        reply(
          c,
          await sendSmsCode(
            db,
            deps.sms,
            { phone: phone(c.get('payload')), ip: c.get('clientIp') },
            now(),
          ),
        ),
    },
    {
      // POST /api/app/login/phone – phone + code: log into the phone's account, or bind it to the caller's
      method: 'POST',
      path: 'login/phone',
      auth: 'secure',
      handler: async (c) =>
        reply(
          c,
          await phoneLogin(
            { db, nowMs: now(), tokenTtlDays: ttl },
            c.get('payload'),
            requireSession(c),
          ),
        ),
    },
    {
      // POST /api/app/login/bindMobile – binds a phone (proven by code) to the caller's account
      method: 'POST',
      path: 'login/bindMobile',
      auth: 'public',
      handler: async (c) =>
        reply(
          c,
          await bindMobile(
            { db, nowMs: now(), tokenTtlDays: ttl },
            c.get('payload'),
            c.get('session'),
          ),
        ),
    },
    {
      // POST /api/app/login/before – login rules, methods, server time and whether the account is locked
      method: 'POST',
      path: 'login/before',
      auth: 'public',
      handler: async (c) => reply(c, await beforeLogin({ db, nowMs: now() }, c.get('payload'))),
    },
    {
      // POST /api/app/login/official – the official site, groups and app version (operator data)
      method: 'POST',
      path: 'login/official',
      auth: 'public',
      handler: async (c) => reply(c, (await configValues(db, ['official'])).official ?? {}),
    },
  ];
}

// The login and user calls of §7: guest, account, phone and QR login; the user's own info.
import * as v from 'valibot';

import { MAX_ONLINE_REPORT_S } from '@/lib/domain/account/online-time';

import { defineCall } from '../../call';
import { bool, deviceId, id, oneOf, optional, payload, text } from '../../fields';
import {
  beforeLogin,
  imageCaptcha,
  onlineTime,
  ownUser,
  publicUser,
  qrPoll,
  smsSent,
} from '../../shapes/account/login';
import { operatorData } from '../../shapes/platform';
import { credentialsCard } from '../../shapes/account/user-center';

export const ACCOUNT_RE = /^[A-Za-z0-9_]{4,20}$/;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 32;
// The online clock's rule (lib/domain/account/online-time.ts): one report claims at most a day.
export const MAX_REPORT_SECONDS = MAX_ONLINE_REPORT_S;

const ACCOUNT_TIP = '账号需为4-20位字母、数字或下划线';
const PASSWORD_TIP = `密码需为${PASSWORD_MIN}-${PASSWORD_MAX}位`;
// Accounts are case-insensitive: "Demo" and "demo" are one account.
const account = v.pipe(
  v.string(ACCOUNT_TIP),
  v.regex(ACCOUNT_RE, ACCOUNT_TIP),
  v.transform((value) => value.toLowerCase()),
);
// Spaces and control characters are almost always a paste accident the user cannot see.
const password = v.pipe(
  v.string(PASSWORD_TIP),
  v.minLength(PASSWORD_MIN, PASSWORD_TIP),
  v.maxLength(PASSWORD_MAX, PASSWORD_TIP),
  v.check((value) => !/[\s\p{Cc}]/u.test(value), '密码不能包含空格或特殊控制字符'),
);
// The phone number and the 6-digit code keep their rules at the origin (with their own tips);
// here only what is not text, or unclean text, is refused.
const phone = optional(text('手机号', { max: 32 }));
const smsCode = v.union([text('验证码', { max: 16 }), v.number()], '请输入6位数字验证码');
const SECONDS_TIP = `在线时长 seconds 需为0-${MAX_REPORT_SECONDS}的整数`;
const onlineSeconds = v.pipe(
  v.number(SECONDS_TIP),
  v.integer(SECONDS_TIP),
  v.minValue(0, SECONDS_TIP),
  v.maxValue(MAX_REPORT_SECONDS, SECONDS_TIP),
);
const login = { area: 'Login', access: 'public' } as const;
const user = { area: 'User', access: 'secure' } as const;

export const ACCOUNT_CALLS = [
  defineCall('login/guest', {
    ...login,
    // devID's rules (§5, 6004) are the origin's; here only text that no column can store is refused.
    request: payload({
      devID: optional(v.union([text('设备号', { max: 1024 }), v.number()], '设备号格式不正确')),
      affCode: optional(text('邀请信息', { max: 1024 })),
      token: optional(text('登录凭证', { max: 512 })),
    }),
    response: ownUser,
    note: 'payload `{ "devID", "affCode" (JSON text), "token" }`; may answer 6004 / 6015',
  }),
  defineCall('login/account/register', {
    ...login,
    request: payload({ account, password, devID: deviceId }),
    response: ownUser,
    note: 'a guest session registering becomes that account (nothing is lost)',
  }),
  defineCall('login/account/login', {
    ...login,
    request: payload({
      account,
      password,
      devID: deviceId,
      captcha: optional(text('图形验证码', { max: 16 })),
      captchaId: optional(text('图形验证码', { max: 64 })),
    }),
    response: ownUser,
  }),
  defineCall('login/captcha', {
    ...login,
    request: payload({
      phone,
      mobile: phone,
      kind: optional(oneOf(['sms', 'image'], '验证码类型 kind 需为 sms 或 image')),
      bound: optional(bool('参数 bound 需为 true 或 false')),
    }),
    response: v.union([smsSent, imageCaptcha]),
    note: 'sends a 6-digit SMS code to `phone` (with `bound: true` and a token: to the caller’s bound number); with `kind: "image"` draws a picture captcha for the account login',
  }),
  defineCall('login/phone', {
    ...login,
    access: 'secure',
    request: payload({ phone, mobile: phone, code: smsCode, devID: deviceId }),
    response: ownUser,
  }),
  defineCall('login/bindMobile', {
    ...login,
    request: payload({ phone, mobile: phone, code: smsCode }),
    response: ownUser,
    note: 'public in §7; binds to the account of the token sent, 4000 without one',
  }),
  defineCall('login/before', {
    ...login,
    request: payload({ account: optional(text('账号', { max: 64 })), devID: deviceId }),
    response: beforeLogin,
  }),
  defineCall('login/official', { ...login, request: payload({}), response: operatorData }),
  defineCall('user/info', {
    ...user,
    request: payload({ userId: optional(id('用户ID格式不正确')) }),
    response: v.union([ownUser, publicUser]),
    note: 'payload `{ "userId" }`',
  }),
  defineCall('user/logout', {
    ...user,
    access: 'public',
    request: payload({}),
    response: v.null(),
    note: 'ends the session of the token sent, if any; public so a dead token cannot trigger a 1000 reload (our choice: §7 leaves it unmarked)',
  }),
  defineCall('user/online/time', {
    ...user,
    access: 'public',
    request: payload({ seconds: onlineSeconds }),
    response: onlineTime,
    note: 'counts time for the token sent, if any (at most the wall time since the user’s last credit); a heartbeat must not trigger a 1000 reload (our choice: §7 leaves it unmarked)',
  }),
  defineCall('user/qrcode', {
    ...user,
    request: payload({
      code: optional(text('二维码', { max: 200 })),
      revoke: optional(bool('参数 revoke 需为 true 或 false')),
    }),
    response: v.union([v.object({ status: v.literal('confirmed') }), credentialsCard]),
    note: 'with `code`: a logged-in device confirms a scanned QR login code; without: the caller’s credentials card (`revoke: true` first voids every earlier card)',
  }),
  defineCall('user/qrcode/info', {
    ...user,
    access: 'public',
    request: payload({
      code: optional(text('二维码', { max: 200 })),
      pollSecret: optional(text('二维码校验信息', { max: 100 })),
      devID: deviceId,
    }),
    response: qrPoll,
    note: 'a new device creates (no code: the answer carries `pollSecret`, for this device only) or polls (`code` and `pollSecret`; 4030 without the right one) a QR login; a credentials card’s text logs straight in',
  }),
] as const;

// The user center's calls of §7: the user's settings (avatar, name and intro, password, phone),
// closing the account, invitations, messages, feedback and the online-service entries
// (docs/account-api.md).
import * as v from 'valibot';

import { INVITE_REDEEMS_PER_ADDRESS_PER_DAY } from '@/lib/domain/account/invite';
import { MESSAGE_KINDS } from '@/lib/domain/account/message-kinds';
import { INTRO_MAX, NICKNAME_MAX } from '@/lib/domain/account/profile-rules';

import { defineCall } from '../../call';
import { oneOf, optional, paging, payload, text } from '../../fields';
import { ownUser } from '../../shapes/account/login';
import { pageOf } from '../../shapes/video';
import {
  inviteIncome,
  invitee,
  messageLatest,
  messagePage,
  serviceEntries,
} from '../../shapes/account/user-center';

export const FEEDBACK_CATEGORIES = [
  '播放问题',
  '充值问题',
  '账号问题',
  '功能建议',
  '其他',
] as const;
export const FEEDBACK_MAX_IMAGES = 4;
/** Bytes of one feedback picture. */
export const FEEDBACK_IMAGE_MAX_BYTES = 1024 * 1024;
/** Characters of the description: the origin counts them after cleaning (text-normalise.ts). */
export const FEEDBACK_CONTENT_MIN = 5;
export const FEEDBACK_CONTENT_MAX = 500;

const user = { area: 'User', access: 'secure' } as const;
// Only what is not text, or unclean text, is refused here; the rules (length, banned words,
// uniqueness) are lib/domain/account/profile-rules.ts at the origin, with their own tips.
const smsCode = v.union([text('验证码', { max: 16 }), v.number()], '请输入6位数字验证码');
/** A multipart file field: a Blob (File) once the origin has parsed the form. */
export const upload = (tip: string) =>
  v.custom<Blob>(
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      typeof (value as Blob).arrayBuffer === 'function',
    tip,
  );

export const USER_CENTER_CALLS = [
  defineCall('user/avatar', {
    ...user,
    form: true,
    request: payload({ file: upload('请选择头像图片') }),
    response: ownUser,
    note: 'multipart `file`: a square JPEG, PNG or WebP of 64–1024 px, at most 512 KB (the browser crops it)',
  }),
  defineCall('user/info/modify', {
    ...user,
    request: payload({
      nickname: optional(text('昵称', { max: NICKNAME_MAX * 4 })),
      intro: v.optional(text('简介', { max: INTRO_MAX * 4, multiline: true })),
    }),
    response: ownUser,
    note: 'nickname 2–12 characters, unique, no banned words; intro up to 60 characters ("" clears it)',
  }),
  defineCall('user/changePassword', {
    ...user,
    request: payload({
      oldPassword: optional(text('原密码', { max: 64 })),
      code: optional(smsCode),
      password: text('新密码', { min: 1, max: 64 }),
    }),
    response: ownUser,
    note: 'proven by `oldPassword` or by `code` sent to the bound phone; ends every other session',
  }),
  defineCall('user/changeMobile', {
    ...user,
    request: payload({
      oldCode: smsCode,
      phone: optional(text('手机号', { max: 32 })),
      code: smsCode,
    }),
    response: ownUser,
    note: 'a code sent to the bound number (`login/captcha` with `bound: true`) and one sent to the new `phone`',
  }),
  defineCall('user/close', {
    ...user,
    request: payload({
      password: optional(text('登录密码', { max: 64 })),
      code: optional(smsCode),
    }),
    response: v.object({ closed: v.literal(true) }),
    note: 'ours: closes (注销) the account, proven by `password` (or `code` to the bound phone); 4030 for a guest (account-api.md “账号注销”)',
  }),
  defineCall('user/invite/income', {
    repeatable: true,
    ...user,
    request: payload({}),
    response: inviteIncome,
    note: 'the caller’s invite code (made on first use; a guest has none: empty), invitees and diamonds earned',
  }),
  defineCall('user/invite/list', {
    repeatable: true,
    ...user,
    request: payload({ ...paging }),
    response: pageOf(invitee),
  }),
  defineCall('user/invite/redeem', {
    ...user,
    request: payload({ code: text('邀请码', { min: 1, max: 16 }) }),
    response: v.object({ redeemed: v.literal(true), inviter: v.string() }),
    note: `accounts only, on both sides (4030 for a guest caller), once per account, never one’s own code, ${INVITE_REDEEMS_PER_ADDRESS_PER_DAY} a day from one address (4290); the inviter earns diamonds (ledgered)`,
  }),
  defineCall('message/latest', {
    repeatable: true,
    area: 'Message',
    access: 'secure',
    request: payload({}),
    response: messageLatest,
    note: 'each kind’s newest message and unread count, and the total',
  }),
  defineCall('message/list', {
    area: 'Message',
    access: 'secure',
    request: payload({
      kind: oneOf(MESSAGE_KINDS, '消息类型 kind 需为 system、reply、follow、purchase 或 feedback'),
      ...paging,
    }),
    response: messagePage,
    note: 'newest first; page 1 marks the kind read',
  }),
  defineCall('feedback/add', {
    area: 'Feedback',
    access: 'secure',
    form: true,
    request: payload({
      category: oneOf(FEEDBACK_CATEGORIES, '请选择问题类型'),
      content: text('问题描述', { min: 1, max: FEEDBACK_CONTENT_MAX, multiline: true }),
      contact: optional(text('联系方式', { max: 64 })),
      image1: v.optional(upload('图片格式不正确')),
      image2: v.optional(upload('图片格式不正确')),
      image3: v.optional(upload('图片格式不正确')),
      image4: v.optional(upload('图片格式不正确')),
    }),
    response: v.object({ id: v.number(), images: v.array(v.string()) }),
    note: 'multipart: `category`, `content`, `contact`, pictures `image1`–`image4` (JPEG, PNG or WebP, 1 MiB each); the answer comes in message/list kind feedback',
  }),
  defineCall('aiService/list', {
    repeatable: true,
    area: 'AI customer service',
    access: 'secure',
    request: payload({}),
    response: serviceEntries,
    note: 'the online-service entries: questions, answers and the words that lead to them',
  }),
] as const;

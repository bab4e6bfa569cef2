// Payload field readers: each returns a clean value or throws 4000 with a tip naming the field.
import { ACCOUNT_RE, PASSWORD_MAX, PASSWORD_MIN } from '@/lib/protocol/calls/account/login';

import { badInput } from '../../http/envelope';

export type Payload = Record<string, unknown>;
// Mainland mobile numbers; an optional +86/86 prefix and spaces or dashes are tolerated.
const PHONE_RE = /^1[3-9]\d{9}$/;

export function optionalString(
  payload: Payload,
  field: string,
  maxLength: number,
): string | undefined {
  const value = payload[field];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw badInput(`参数 ${field} 格式不正确`);
  if (value.length > maxLength) throw badInput(`参数 ${field} 过长`);
  return value;
}

export function account(payload: Payload): string {
  const value = payload.account;
  if (typeof value !== 'string' || !ACCOUNT_RE.test(value)) {
    throw badInput('账号需为4-20位字母、数字或下划线');
  }
  // Case-insensitive accounts: "Demo" and "demo" are one account.
  return value.toLowerCase();
}

export function password(payload: Payload): string {
  const value = payload.password;
  if (typeof value !== 'string' || value.length < PASSWORD_MIN || value.length > PASSWORD_MAX) {
    throw badInput(`密码需为${PASSWORD_MIN}-${PASSWORD_MAX}位`);
  }
  // Control characters and spaces are almost always a paste accident the user cannot see.
  if (/[\s\p{Cc}]/u.test(value)) throw badInput('密码不能包含空格或特殊控制字符');
  return value;
}

export function phone(payload: Payload): string {
  const value = payload.phone ?? payload.mobile;
  const cleaned =
    typeof value === 'string'
      ? value.replace(/[\s-]/g, '').replace(/^(\+?86)(?=1\d{10}$)/, '')
      : '';
  if (!PHONE_RE.test(cleaned)) throw badInput('手机号格式不正确');
  return cleaned;
}

export function smsCode(payload: Payload): string {
  const value = payload.code;
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^\d{6}$/.test(text)) throw badInput('请输入6位数字验证码');
  return text;
}

/** A positive integer id given as a number or a string of digits. */
export function positiveId(value: unknown, tip: string): number {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^[1-9]\d{0,9}$/.test(text) || Number(text) > 2_147_483_647) {
    throw badInput(tip);
  }
  return Number(text);
}

// The mask is a rule of lib/domain (the console shows it too); re-exported for its callers here.
export { maskPhone } from '@/lib/domain/admin/users';

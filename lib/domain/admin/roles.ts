// Operator roles of the console (issue 41) and the one rule of rights: each admin call names the
// roles that may make it (lib/protocol/calls/admin/), and the origin checks it on every call.

export const OPERATOR_ROLES = ['owner', 'editor', 'moderator', 'finance'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const ROLE_LABELS: Readonly<Record<OperatorRole, string>> = {
  owner: '所有者',
  editor: '编辑',
  moderator: '审核',
  finance: '财务',
};

/** Who may make a call: any signed-in operator, or only the roles listed. */
export type CallRight = 'any' | readonly OperatorRole[];

export function roleMay(role: OperatorRole, right: CallRight): boolean {
  return right === 'any' || right.includes(role);
}

/** Lower-case letter first, then letters, digits or `_`: shown in the log, typed at login. */
export const OPERATOR_NAME_PATTERN = /^[a-z][a-z0-9_]{2,31}$/;
export const OPERATOR_NAME_MIN = 3;
export const OPERATOR_NAME_MAX = 32;
export const OPERATOR_PASSWORD_MIN = 10;
export const OPERATOR_PASSWORD_MAX = 64;

export const TIP_ADMIN_FORBIDDEN = '没有权限执行此操作';
export const TIP_ADMIN_BAD_LOGIN = '账号或密码错误';
export const TIP_ADMIN_BAD_CODE = '动态验证码错误或已使用';

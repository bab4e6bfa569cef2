// The account actions' own fallbacks for failureText (lib/api/failure-text.ts), shared by
// more than one screen.
export const LOGIN_FAILED = '登录失败';
export const BIND_PHONE_FAILED = '绑定手机号失败';

// 注销账号 (docs/account-api.md "账号注销"): who may close, how they prove it, and what the
// screen tells them will happen, once for the origin and the screen.

/** What a closed account is called wherever its posts, comments and name still show. */
export const CLOSED_USER_NAME = '已注销用户';

export const TIP_ACCOUNT_CLOSED = '该账号已注销';
export const TIP_CLOSE_GUEST = '游客没有可注销的账号，请先注册或登录';
export const TIP_CLOSE_PENDING_RECHARGE = '您有未完成的充值订单，请完成支付或取消订单后再注销';
export const TIP_CLOSE_WRONG_PASSWORD = '密码错误';
export const TIP_CLOSE_NEED_PASSWORD = '请输入登录密码';
export const TIP_CLOSE_NEED_CODE = '请输入手机验证码';
/** Wrong passwords per account in 15 minutes before closure pauses (a stolen session guessing). */
export const CLOSE_PASSWORD_TRIES = 5;

/** What the closing screen lists before the user confirms, in this order. */
export const CLOSURE_CONSEQUENCES = [
  '账号将立即注销，所有设备上的登录同时失效，无法恢复',
  '账号内的钻石、金币余额以及VIP会员、积分等权益全部作废，不予退还',
  '头像、简介、绑定的手机号、观看记录和收藏将被清除',
  '已发布的帖子和评论保留，作者显示为“已注销用户”',
  '账号名不能再注册或登录；手机号解除绑定，可重新注册新账号',
  '充值和消费记录按财务要求保留',
] as const;

export type ClosureProof = 'password' | 'code';

/**
 * How an account proves it is its owner: the password when it has one, else a code to its bound
 * phone (a phone account that never set a password); null when it has neither.
 */
export function closureProof(user: { hasPassword: boolean; phone: string }): ClosureProof | null {
  if (user.hasPassword) return 'password';
  return user.phone ? 'code' : null;
}

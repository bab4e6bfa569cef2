// How many console logins an account name and an address may try in a window (issue 41 item 2).
// Counted per attempt and given back on success, so a guesser meets the limit and the operator
// who types the password right does not use it up.

export const ADMIN_LOGIN_WINDOW_SECONDS = 900;
export const ADMIN_LOGIN_MAX_PER_ACCOUNT = 5;
export const ADMIN_LOGIN_MAX_PER_ADDRESS = 20;
export const TIP_ADMIN_LOGIN_LIMITED = '登录尝试过于频繁，请15分钟后再试';

export const adminLoginBuckets = (name: string, address: string) => ({
  account: `admin-login:name:${name}`,
  address: `admin-login:ip:${address}`,
});

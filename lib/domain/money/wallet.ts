// The wallet the origin puts in the caller's own user info (`wallet: { gold, diamonds }`, §5
// units: gold in cents, diamonds in tenths), read defensively: a stored user from before the
// wallet existed, or another user's public subset, has none.

export interface Wallet {
  gold: number;
  diamonds: number;
}

function amount(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}

/** The user info's wallet, or null when it carries none (or a malformed one). */
export function walletOf(user: unknown): Wallet | null {
  if (typeof user !== 'object' || user === null) return null;
  const wallet = (user as { wallet?: unknown }).wallet;
  if (typeof wallet !== 'object' || wallet === null) return null;
  const gold = amount((wallet as { gold?: unknown }).gold);
  const diamonds = amount((wallet as { diamonds?: unknown }).diamonds);
  return gold === null || diamonds === null ? null : { gold, diamonds };
}

/**
 * The user with the balances an answer carries (a claim, a payment) written in, so they show at
 * once; a user without a wallet is left as it is rather than given a made-up one.
 */
export function withWallet<U extends object>(user: U, change: Partial<Wallet>): U {
  const wallet = walletOf(user);
  return wallet ? { ...user, wallet: { ...wallet, ...change } } : user;
}

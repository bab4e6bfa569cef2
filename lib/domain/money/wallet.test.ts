import { describe, expect, it } from 'vitest';

import { walletOf, withWallet } from './wallet';

describe('walletOf', () => {
  it('reads the own user info’s wallet', () => {
    expect(walletOf({ id: 1, wallet: { gold: 12345, diamonds: 5000 } })).toEqual({
      gold: 12345,
      diamonds: 5000,
    });
    expect(walletOf({ id: 1, wallet: { gold: 0, diamonds: 0 } })).toEqual({ gold: 0, diamonds: 0 });
  });

  it.each([
    ['no user', null],
    ['a user without a wallet (stored before it existed, or a public subset)', { id: 1 }],
    ['a wallet that is not an object', { id: 1, wallet: 500 }],
    ['an amount missing', { id: 1, wallet: { diamonds: 500 } }],
    ['an amount as text', { id: 1, wallet: { gold: '1', diamonds: 500 } }],
    ['a negative amount', { id: 1, wallet: { gold: 0, diamonds: -10 } }],
    ['an amount that is not finite', { id: 1, wallet: { gold: Infinity, diamonds: 0 } }],
  ])('null for %s', (_what, user) => {
    expect(walletOf(user)).toBeNull();
  });
});

describe('withWallet', () => {
  it('writes the given balances in and keeps the rest', () => {
    const user = { id: 7, wallet: { gold: 300, diamonds: 50 } };
    expect(withWallet(user, { diamonds: 70 })).toEqual({
      id: 7,
      wallet: { gold: 300, diamonds: 70 },
    });
    expect(user.wallet.diamonds).toBe(50);
  });

  it('leaves a user without a wallet as it is', () => {
    const user = { id: 7 };
    expect(withWallet(user, { diamonds: 70 })).toBe(user);
  });
});

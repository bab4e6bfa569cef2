import { describe, expect, it } from 'vitest';

import { userCardView } from './user-card';

const NO_VIP = { vipType: 0, vipExpireInt: 0, vipExpire: '' };

describe('userCardView', () => {
  it('a guest: their name, 游客 #id, no VIP, no wallet unless sent', () => {
    expect(
      userCardView({ id: 12, isGuest: true, nickname: '游客12', avatar: '', normalVip: NO_VIP }),
    ).toEqual({
      name: '游客12',
      tag: '游客 #12',
      isGuest: true,
      avatar: '',
      vip: '',
      expiry: '',
      diamond: null,
      gold: null,
    });
  });

  it('names a user without a nickname as everywhere else (display-name.ts)', () => {
    expect(userCardView({ id: 3 })?.name).toBe('游客3');
    expect(userCardView({ id: 3, isGuest: false })?.name).toBe('游客3');
    expect(userCardView({ id: 3, isGuest: false })?.tag).toBe('ID #3');
  });

  it('a supreme VIP: SVIP and its expiry; wallet amounts formatted (§5)', () => {
    const view = userCardView({
      id: 5,
      isGuest: false,
      nickname: ' 小明 ',
      avatar: '/avatars/5.jpg',
      supremeVip: { vipType: 2, vipExpireInt: 1_900_000_000, vipExpire: '2030-03-17 17:46:40' },
      normalVip: { vipType: 1, vipExpireInt: 1_800_000_000, vipExpire: '2027-01-15 08:00:00' },
      wallet: { diamonds: 1234, gold: 12300 },
    });
    expect(view).toMatchObject({
      name: '小明',
      avatar: '/avatars/5.jpg',
      vip: 'SVIP',
      expiry: '2030-03-17 到期',
      diamond: '123.40',
      gold: '123',
    });
  });

  it('a wallet of nothing shows 0 of each, not an empty card', () => {
    expect(userCardView({ id: 6, wallet: { gold: 0, diamonds: 0 } })).toMatchObject({
      diamond: '0',
      gold: '0',
    });
  });

  it('nothing before a user exists', () => {
    expect(userCardView(null)).toBeNull();
  });
});

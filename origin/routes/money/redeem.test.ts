// 兑换码 at the origin, through the app: the seeded demo codes give an account diamonds (ledgered)
// or VIP days (extending an active tier, restarting a lapsed one) once and within their uses; the
// refusals; the miss limit; the history. A guest can use none, and a guest's merge into an
// account carries no given reward (the farm of issue 34: guest after guest, 100 钻石 each).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
  REDEEM_ADDRESS_MISSES_MAX,
  REDEEM_MISSES_MAX,
  REDEEM_MISS_WINDOW_SECONDS,
  TIP_REDEEM_FORMAT,
  TIP_REDEEM_GUEST,
  TIP_REDEEM_TOO_MANY,
  redeemRewardText,
} from '@/lib/domain/money/redeem';

import { redeemCodes, redeemMisses } from '../../db/schema/redeem';
import { users, userVips } from '../../db/schema/users';
import { walletLedger } from '../../db/schema/wallet';
import { DEMO_USER_ID } from '../../seed/seed-wallets';
import { mergeGuestInto } from '../../services/account/guest-merge';
import { pruneExpired } from '../../services/platform/housekeeping';
import {
  TIP_REDEEM_EXPIRED,
  TIP_REDEEM_NOT_FOUND,
  TIP_REDEEM_USED_BEFORE,
  TIP_REDEEM_USED_UP,
} from '../../services/money/redeem';
import { fund, ledgerBalanced, newAccount } from '../../test/account-fixtures';
import { createHarness, TEST_START_MS, type Harness } from '../../test/harness';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';

let tdb: TestDb;
let h: Harness;

beforeAll(async () => {
  tdb = await openTestDb();
  h = await createHarness(tdb.db, { config: { guestPerIpPerMinute: 10_000 } });
}, DB_HOOK_TIMEOUT_MS);
beforeEach(async () => {
  await tdb.reset();
  h.reset();
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb.close(), DB_HOOK_TIMEOUT_MS);

const DAY = 86_400;
/** SEED_VIP_ACTIVE_UNTIL (2099-12-31 23:59:59 in Shanghai) in unix seconds. */
const SEED_ACTIVE_UNTIL = 4102415999;

const redeem = (token: string, code: string, ip?: string) =>
  h.call('redeemcode/use', { token, body: { code }, ip });
const history = async (token: string, body: Record<string, unknown> = {}) =>
  (await h.call('redeemcode/list', { token, body })).data;
const infoOf = async (token: string) => (await h.call('user/info', { token })).data;
const redeemLedger = (userId: number) =>
  tdb.db
    .select()
    .from(walletLedger)
    .where(and(eq(walletLedger.userId, userId), eq(walletLedger.reason, 'redeem')));
const usedCount = async (code: string) =>
  (await tdb.db.select().from(redeemCodes).where(eq(redeemCodes.code, code)))[0]!.usedCount;

describe('a diamonds code', () => {
  it('credits an account once, with one ledger row, and user/info shows the balance', async () => {
    const me = await newAccount(h);
    const r = await redeem(me.token, 'WELCOME100');
    expect(r.code, r.tip).toBe(200);
    expect(r.data).toEqual({
      code: 'WELCOME100',
      reward: { kind: 'diamonds', amount: 1000 },
      diamonds: 1000,
      vip: null,
    });
    expect(redeemRewardText(r.data.reward)).toBe('100钻石');
    const again = await redeem(me.token, 'WELCOME100');
    expect([again.code, again.tip]).toEqual([4000, TIP_REDEEM_USED_BEFORE]);
    const [use] = (await history(me.token)).list;
    const ledger = await redeemLedger(me.id);
    expect(ledger).toMatchObject([{ amount: 1000, balanceAfter: 1000, refId: use.id }]);
    expect((await infoOf(me.token)).wallet.diamonds).toBe(1000);
    expect(await ledgerBalanced(tdb.db, me.id)).toBe(true);
    expect(await usedCount('WELCOME100')).toBe(1);
  });

  it('reads the code as typed: lower case, dashes and spaces; a malformed one is no miss', async () => {
    const me = await newAccount(h);
    expect((await redeem(me.token, 'welcome-100')).data.code).toBe('WELCOME100');
    expect((await redeem(me.token, ' svip 30 ')).data.code).toBe('SVIP30');
    const short = await redeem(me.token, 'ab-1');
    expect([short.code, short.tip]).toEqual([4000, TIP_REDEEM_FORMAT]);
    expect(await tdb.db.select().from(redeemMisses)).toEqual([]);
  });
});

describe('a VIP code', () => {
  it('extends an active membership from its end', async () => {
    const me = await h.login('vip_normal');
    const r = await redeem(me.token, 'VIP7DAYS');
    expect(r.code, r.tip).toBe(200);
    const vip = {
      vipType: 1,
      vipExpireInt: SEED_ACTIVE_UNTIL + 7 * DAY,
      vipExpire: '2100-01-07 23:59:59',
    };
    expect(r.data).toEqual({
      code: 'VIP7DAYS',
      reward: { kind: 'vip', tier: 'normal', days: 7 },
      diamonds: 2000,
      vip,
    });
    expect(redeemRewardText(r.data.reward)).toBe('VIP会员 7天');
    expect(await infoOf(me.token)).toMatchObject({ normalVip: vip, isVip: true, vipLabel: 'VIP' });
  });

  it('restarts a lapsed membership from now', async () => {
    const me = await h.login('vip_expired');
    expect((await infoOf(me.token)).isVip).toBe(false);
    const r = await redeem(me.token, 'VIP7DAYS');
    const until = TEST_START_MS / 1000 + 7 * DAY;
    expect(r.data.vip).toEqual({
      vipType: 1,
      vipExpireInt: until,
      vipExpire: '2025-06-08 12:00:00',
    });
    expect(await infoOf(me.token)).toMatchObject({
      normalVip: { vipExpireInt: until },
      isVip: true,
      vipLabel: 'VIP',
    });
  });

  it('gives an account a tier they never had: SVIP, and the dark tier', async () => {
    const me = await newAccount(h);
    const svip = await redeem(me.token, 'SVIP30');
    expect(svip.data.vip).toEqual({
      vipType: 2,
      vipExpireInt: TEST_START_MS / 1000 + 30 * DAY,
      vipExpire: '2025-07-01 12:00:00',
    });
    expect((await redeem(me.token, 'DARKVIP3')).data.vip.vipType).toBe(3);
    expect(await infoOf(me.token)).toMatchObject({
      supremeVip: svip.data.vip,
      darkVip: { vipType: 3, vipExpireInt: TEST_START_MS / 1000 + 3 * DAY },
      normalVip: { vipType: 0 },
      isVip: true,
      vipLabel: 'SVIP',
    });
  });
});

describe('redeemcode/use refuses', () => {
  it('an unknown code with 4040 and counts the miss, with the caller’s address', async () => {
    const me = await newAccount(h);
    const r = await redeem(me.token, 'NOSUCH2026', '203.0.113.7');
    expect([r.code, r.tip]).toEqual([4040, TIP_REDEEM_NOT_FOUND]);
    expect(await tdb.db.select().from(redeemMisses)).toMatchObject([
      { userId: me.id, ip: '203.0.113.7', at: new Date(TEST_START_MS) },
    ]);
  });

  it('an expired code, which worked until it expired', async () => {
    const early = await newAccount(h);
    expect((await redeem(early.token, 'EXPIRED2025')).code).toBe(200);
    h.clock.ms = Date.UTC(2026, 0, 1);
    const late = await newAccount(h);
    const r = await redeem(late.token, 'EXPIRED2025');
    expect([r.code, r.tip]).toEqual([4000, TIP_REDEEM_EXPIRED]);
    expect(await usedCount('EXPIRED2025')).toBe(1);
    expect(await redeemLedger(late.id)).toEqual([]);
  });

  it('a code used up: ONCEONLY01 goes to the first user only', async () => {
    const demo = await h.login('demo');
    const first = await redeem(demo.token, 'ONCEONLY01');
    expect(first.data.diamonds).toBe(5000 + 500);
    const other = await newAccount(h);
    const r = await redeem(other.token, 'ONCEONLY01');
    expect([r.code, r.tip]).toEqual([4000, TIP_REDEEM_USED_UP]);
    // Its first user is told they used it, not that it is gone.
    expect((await redeem(demo.token, 'ONCEONLY01')).tip).toBe(TIP_REDEEM_USED_BEFORE);
    expect(await usedCount('ONCEONLY01')).toBe(1);
    expect((await infoOf(other.token)).wallet.diamonds).toBe(0);
  });
});

describe(`after ${REDEEM_MISSES_MAX} misses in ${REDEEM_MISS_WINDOW_SECONDS} s`, () => {
  const miss = async (token: string, n: number) => {
    for (let i = 0; i < n; i += 1) expect((await redeem(token, `NOSUCH${i}X`)).code).toBe(4040);
  };

  it('even a good code is refused with 4290 until the window has passed; others are not', async () => {
    const me = await newAccount(h);
    await miss(me.token, REDEEM_MISSES_MAX - 1);
    expect((await redeem(me.token, 'VIP7DAYS')).code).toBe(200);
    await miss(me.token, 1);
    const r = await redeem(me.token, 'WELCOME100');
    expect([r.code, r.tip]).toEqual([4290, TIP_REDEEM_TOO_MANY]);
    expect(r.headers.get('retry-after')).toBe(String(REDEEM_MISS_WINDOW_SECONDS));
    expect((await redeem((await newAccount(h)).token, 'WELCOME100')).code).toBe(200);
    h.clock.advance(REDEEM_MISS_WINDOW_SECONDS - 1);
    expect((await redeem(me.token, 'WELCOME100')).headers.get('retry-after')).toBe('1');
    h.clock.advance(1);
    expect((await redeem(me.token, 'WELCOME100')).code).toBe(200);
    // Refused calls were not misses: ten rows, all from before.
    expect(await tdb.db.select().from(redeemMisses)).toHaveLength(REDEEM_MISSES_MAX);
  });

  it('the window slides: misses count for 10 minutes each', async () => {
    const me = await newAccount(h);
    await miss(me.token, 5);
    h.clock.advance(300);
    await miss(me.token, 5);
    h.clock.advance(299);
    expect((await redeem(me.token, 'WELCOME100')).code).toBe(4290);
    h.clock.advance(1);
    expect((await redeem(me.token, 'WELCOME100')).code).toBe(200);
  });

  it(`an address is refused after ${REDEEM_ADDRESS_MISSES_MAX} misses over all its users; another is not`, async () => {
    const ip = '203.0.113.9';
    for (let n = 0; n < REDEEM_ADDRESS_MISSES_MAX / REDEEM_MISSES_MAX; n += 1) {
      const user = await newAccount(h);
      for (let i = 0; i < REDEEM_MISSES_MAX; i += 1) {
        expect((await redeem(user.token, `NOSUCH${i}X`, ip)).code).toBe(4040);
      }
    }
    const fresh = await newAccount(h);
    const r = await redeem(fresh.token, 'WELCOME100', ip);
    expect([r.code, r.tip]).toEqual([4290, TIP_REDEEM_TOO_MANY]);
    expect((await redeem(fresh.token, 'WELCOME100', '203.0.113.10')).code).toBe(200);
    h.clock.advance(REDEEM_MISS_WINDOW_SECONDS);
    expect((await redeem((await newAccount(h)).token, 'WELCOME100', ip)).code).toBe(200);
  }, 60_000);

  it('housekeeping drops misses past the window only', async () => {
    const me = await newAccount(h);
    await miss(me.token, 2);
    h.clock.advance(REDEEM_MISS_WINDOW_SECONDS - 1);
    await miss(me.token, 1);
    h.clock.advance(1);
    await pruneExpired(tdb.db, h.clock.ms);
    expect(await tdb.db.select().from(redeemMisses)).toHaveLength(1);
  });
});

describe('redeemcode/list', () => {
  it('pages the caller’s codes newest first and never shows another’s', async () => {
    const me = await newAccount(h);
    const other = await newAccount(h);
    expect(await history(me.token)).toEqual({ list: [], page: 1, pageSize: 10, total: 0 });
    for (const code of ['WELCOME100', 'VIP7DAYS', 'SVIP30']) {
      expect((await redeem(me.token, code)).code).toBe(200);
      h.clock.advance(60);
    }
    await redeem(other.token, 'DARKVIP3');
    const first = await history(me.token, { page: 1, pageSize: 2 });
    expect(first).toMatchObject({ page: 1, pageSize: 2, total: 3 });
    expect(first.list).toEqual([
      {
        id: expect.any(Number),
        code: 'SVIP30',
        reward: { kind: 'vip', tier: 'supreme', days: 30 },
        usedAt: TEST_START_MS / 1000 + 120,
      },
      expect.objectContaining({ code: 'VIP7DAYS', usedAt: TEST_START_MS / 1000 + 60 }),
    ]);
    const second = await history(me.token, { page: 2, pageSize: 2 });
    expect(second.list).toEqual([
      expect.objectContaining({ code: 'WELCOME100', reward: { kind: 'diamonds', amount: 1000 } }),
    ]);
    expect((await history(other.token)).list.map((u: { code: string }) => u.code)).toEqual([
      'DARKVIP3',
    ]);
  });
});

describe('rewards need an account', () => {
  it('refuses a guest with 4030 before any lookup: no use, no miss', async () => {
    const guest = await h.guest();
    for (const code of ['WELCOME100', 'NOSUCH2026']) {
      const r = await redeem(guest.token, code);
      expect([r.code, r.tip]).toEqual([4030, TIP_REDEEM_GUEST]);
    }
    expect(await usedCount('WELCOME100')).toBe(0);
    expect(await tdb.db.select().from(redeemMisses)).toEqual([]);
    expect((await infoOf(guest.token)).wallet.diamonds).toBe(0);
  });

  it('five new guests logging into one account mint nothing', async () => {
    const before = (await infoOf((await h.login('demo')).token)).wallet.diamonds;
    for (let i = 0; i < 5; i += 1) {
      const guest = await h.guest();
      expect((await redeem(guest.token, 'WELCOME100')).code).toBe(4030);
      const r = await h.call('login/account/login', {
        token: guest.token,
        body: { account: 'demo', password: 'demo123456' },
      });
      expect(r.code, r.tip).toBe(200);
    }
    const after = await infoOf((await h.login('demo')).token);
    expect(after.wallet.diamonds).toBe(before);
    expect(await usedCount('WELCOME100')).toBe(0);
  });

  it('a guest who registers is an account: the same session may redeem then', async () => {
    const guest = await h.guest();
    expect((await redeem(guest.token, 'WELCOME100')).code).toBe(4030);
    const r = await h.call('login/account/register', {
      token: guest.token,
      body: { account: 'new_member', password: 'secret-123' },
    });
    expect(r.code, r.tip).toBe(200);
    expect((await redeem(guest.token, 'WELCOME100')).data.diamonds).toBe(1000);
  });
});

describe('a guest who logs into an existing account', () => {
  /** A guest of before the rule: a code's diamonds and days, as the old code gave them. */
  async function legacyGuest() {
    const guest = await h.guest();
    await tdb.db.update(users).set({ kind: 'account' }).where(eq(users.id, guest.id));
    expect((await redeem(guest.token, 'WELCOME100')).code).toBe(200);
    expect((await redeem(guest.token, 'VIP7DAYS')).code).toBe(200);
    await tdb.db.update(users).set({ kind: 'guest' }).where(eq(users.id, guest.id));
    return guest;
  }

  it('carries what they paid for, never what they were given', async () => {
    const guest = await legacyGuest();
    // Paid: 30 金币 and 50 钻石 (a recharge); then a VIP 月卡 bought with the gold, after the code.
    await fund(tdb.db, guest.id, 500, 3000, h.clock.ms);
    h.clock.advance(60);
    const bought = await h.call('recharge/submit', {
      token: guest.token,
      body: { productId: 21, payType: 'gold' },
    });
    expect(bought.code, bought.tip).toBe(200);
    const r = await h.call('login/account/login', {
      token: guest.token,
      body: { account: 'demo', password: 'demo123456' },
    });
    expect(r.code, r.tip).toBe(200);
    const info = await infoOf(r.data.token);
    // 5000 of the seed and the 500 paid; the code's 1000 stayed behind.
    expect(info.wallet).toEqual({ diamonds: 5000 + 500, gold: 12345 });
    // The 30 days bought from the moment they were paid; the code's 7 days before them did not move.
    expect(info.normalVip.vipExpireInt).toBe(TEST_START_MS / 1000 + 60 + 30 * DAY);
    // Their codes stay their own use: the account has used none and may use WELCOME100 itself.
    expect((await history(r.data.token)).total).toBe(0);
    expect((await redeem(r.data.token, 'WELCOME100')).code).toBe(200);
    expect((await infoOf(guest.token)).wallet).toEqual({ diamonds: 0, gold: 0 });
    expect(await ledgerBalanced(tdb.db, DEMO_USER_ID)).toBe(true);
    expect(await ledgerBalanced(tdb.db, guest.id)).toBe(true);
  });

  it('reports what it forfeited', async () => {
    const guest = await legacyGuest();
    await fund(tdb.db, guest.id, 300, 0, h.clock.ms);
    const report = await mergeGuestInto(tdb.db, guest.id, DEMO_USER_ID, h.clock.ms);
    expect(report).toMatchObject({
      diamonds: 300,
      gold: 0,
      forfeited: { diamonds: 1000, gold: 0 },
    });
    const vip = await tdb.db.select().from(userVips).where(eq(userVips.userId, DEMO_USER_ID));
    expect(vip).toEqual([]);
    // Again: nothing left, nothing given counted twice.
    const again = await mergeGuestInto(tdb.db, guest.id, DEMO_USER_ID, h.clock.ms);
    expect(again).toMatchObject({ diamonds: 0, forfeited: { diamonds: 0, gold: 0 } });
  });
});

// The points exchange and the membership cards at the origin, through the app (PGlite): the
// seeded goods, points earned from online time and tasks, an exchange of each kind with its
// stock, ledger and history, every refusal, guests refused; card/list with a member's tier.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
  limitTip,
  POINTS_PER_TASK,
  SECONDS_PER_POINT,
  TIP_GOODS_NOT_FOUND,
  TIP_GOODS_SOLD_OUT,
  TIP_POINTS_GUEST,
  TIP_POINTS_SHORT,
} from '@/lib/domain/welfare/points';

import { pointsGoods } from '../../db/schema/points';
import { users } from '../../db/schema/users';
import { walletLedger } from '../../db/schema/wallet';
import { SEED_POINTS_GOODS } from '../../seed/seed-points';
import { ledgerBalanced, newAccount } from '../../test/account-fixtures';
import { createHarness, type Harness } from '../../test/harness';
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

type Points = { earned: number; spent: number; balance: number };
const list = (token?: string) => h.call('redeem/list', { token, body: {} });
const exchange = (token: string | undefined, id: number | string) =>
  h.call('redeem/exchange', { token, body: { id } });
const history = async (token: string) => (await h.call('redeem/history', { token, body: {} })).data;
const pointsOf = async (token: string) => ((await list(token)).data as { points: Points }).points;
/** Online time as user/online/time would have credited it. */
const online = (userId: number, points: number) =>
  tdb.db
    .update(users)
    .set({ onlineSeconds: points * SECONDS_PER_POINT })
    .where(eq(users.id, userId));

describe('redeem/list', () => {
  it('lists the seeded goods in order to anyone; points only with a session', async () => {
    const anyone = await list();
    expect(anyone.code).toBe(200);
    const data = anyone.data as { list: { id: number; title: string }[]; points: unknown };
    expect(data.list.map((g) => g.title)).toEqual(SEED_POINTS_GOODS.map((g) => g.title));
    expect(data.points).toBeNull();
    const guest = await h.guest();
    expect(await pointsOf(guest.token)).toEqual({ earned: 0, spent: 0, balance: 0 });
  });

  it('earns a point per 10 minutes online and 10 per task claimed', async () => {
    const me = await newAccount(h);
    await online(me.id, 7);
    const claimed = await h.call('usertask/get', { token: me.token, body: { id: 1 } });
    expect(claimed.code).toBe(200);
    expect(await pointsOf(me.token)).toEqual({
      earned: 7 + POINTS_PER_TASK,
      spent: 0,
      balance: 7 + POINTS_PER_TASK,
    });
  });

  it('leaves out a withdrawn good', async () => {
    await tdb.db.update(pointsGoods).set({ enabled: false }).where(eq(pointsGoods.id, 2));
    const data = (await list()).data as { list: { id: number }[] };
    expect(data.list.map((g) => g.id)).not.toContain(2);
    const me = await newAccount(h);
    await online(me.id, 100);
    expect((await exchange(me.token, 2)).tip).toBe(TIP_GOODS_NOT_FOUND);
  });
});

describe('redeem/exchange', () => {
  it('takes the points and gives diamonds, ledgered, in the history', async () => {
    const me = await newAccount(h);
    await online(me.id, 25);
    const r = await exchange(me.token, 1);
    expect(r.code).toBe(200);
    expect(r.data).toMatchObject({
      exchange: {
        goodsId: 1,
        title: '5钻石',
        reward: { kind: 'diamonds', amount: 50 },
        points: 10,
      },
      points: { earned: 25, spent: 10, balance: 15 },
      wallet: { diamonds: 50, gold: 0 },
      vip: null,
    });
    const ledger = await tdb.db.select().from(walletLedger).where(eq(walletLedger.userId, me.id));
    expect(ledger).toMatchObject([{ currency: 'diamonds', amount: 50, reason: 'points' }]);
    expect(await ledgerBalanced(tdb.db, me.id)).toBe(true);
    const page = (await history(me.token)) as { list: { title: string; points: number }[] };
    expect(page.list).toMatchObject([{ title: '5钻石', points: 10 }]);
    expect(await pointsOf(me.token)).toEqual({ earned: 25, spent: 10, balance: 15 });
  });

  it('gives gold, and VIP days that extend the tier', async () => {
    const me = await newAccount(h);
    await online(me.id, 200);
    const gold = await exchange(me.token, 2);
    expect(gold.data).toMatchObject({ wallet: { gold: 100 } });
    const vip = await exchange(me.token, 3);
    const until = Math.floor(h.clock.ms / 1000) + 86_400;
    expect(vip.data).toMatchObject({ vip: { vipType: 1, vipExpireInt: until } });
    const again = await exchange(me.token, 3);
    expect(again.data).toMatchObject({ vip: { vipExpireInt: until + 86_400 } });
    const info = (await h.call('user/info', { token: me.token })).data as { isVip: boolean };
    expect(info.isVip).toBe(true);
    expect(await ledgerBalanced(tdb.db, me.id)).toBe(true);
  });

  it('takes the stock, and refuses once it is gone', async () => {
    await tdb.db.update(pointsGoods).set({ stock: 1 }).where(eq(pointsGoods.id, 4));
    const [a, b] = [await newAccount(h), await newAccount(h)];
    await online(a.id, 100);
    await online(b.id, 100);
    expect((await exchange(a.token, 4)).code).toBe(200);
    const gone = await exchange(b.token, 4);
    expect([gone.code, gone.tip]).toEqual([4000, TIP_GOODS_SOLD_OUT]);
    const good = (await list(b.token)).data as { list: { id: number; stock: number | null }[] };
    expect(good.list.find((g) => g.id === 4)?.stock).toBe(0);
    expect(await pointsOf(b.token)).toMatchObject({ balance: 100 });
  });

  it('refuses past the per-user limit and without the points', async () => {
    const me = await newAccount(h);
    await online(me.id, 100);
    expect((await exchange(me.token, 4)).code).toBe(200);
    const over = await exchange(me.token, 4);
    expect([over.code, over.tip]).toEqual([4000, limitTip(1)]);
    const listed = (await list(me.token)).data as { list: { id: number; exchanged: number }[] };
    expect(listed.list.find((g) => g.id === 4)?.exchanged).toBe(1);
    const short = await exchange(me.token, 5);
    expect([short.code, short.tip]).toEqual([4010, TIP_POINTS_SHORT]);
    expect(await pointsOf(me.token)).toEqual({ earned: 100, spent: 80, balance: 20 });
  });

  it('answers a sold-out good, an unknown one and a bad id in Chinese', async () => {
    const me = await newAccount(h);
    await online(me.id, 100);
    expect((await exchange(me.token, 6)).tip).toBe(TIP_GOODS_SOLD_OUT);
    const unknown = await exchange(me.token, 999);
    expect([unknown.code, unknown.tip]).toEqual([4040, TIP_GOODS_NOT_FOUND]);
    const bad = await exchange(me.token, 'abc');
    expect([bad.code, bad.tip]).toEqual([4000, '商品ID格式不正确']);
  });

  it('is for accounts: a guest and a caller without a session are refused, nothing taken', async () => {
    const guest = await h.guest();
    await online(guest.id, 100);
    const r = await exchange(guest.token, 1);
    expect([r.code, r.tip]).toEqual([4030, TIP_POINTS_GUEST]);
    const none = await exchange(undefined, 1);
    expect([none.code, none.tip]).toEqual([4030, TIP_POINTS_GUEST]);
    expect(await pointsOf(guest.token)).toMatchObject({ spent: 0, balance: 100 });
  });

  it('lets a guest who registers in place spend the points of its own time', async () => {
    const guest = await h.guest();
    await online(guest.id, 12);
    const registered = await h.call('login/account/register', {
      token: guest.token,
      body: { account: 'points_reg_1', password: 'secret-123' },
    });
    expect(registered.code).toBe(200);
    const r = await exchange(guest.token, 1);
    expect(r.code).toBe(200);
    expect(r.data).toMatchObject({ points: { earned: 12, spent: 10, balance: 2 } });
  });
});

describe('card/list', () => {
  it('answers a card per tier with its rights, its lowest price and the caller’s standing', async () => {
    const me = await newAccount(h);
    await online(me.id, 200);
    await exchange(me.token, 5);
    const r = await h.call('card/list', { token: me.token, body: {} });
    expect(r.code).toBe(200);
    const cards = (
      r.data as {
        list: {
          tier: string;
          name: string;
          fromPrice: number | null;
          vip: { vipExpireInt: number };
          rights: string[];
        }[];
      }
    ).list;
    expect(cards.map((c) => c.name)).toEqual(['VIP会员卡', 'SVIP会员卡', '暗黑VIP会员卡']);
    expect(cards.map((c) => c.fromPrice)).toEqual([3000, 6800, 9800]);
    expect(cards[0]!.vip.vipExpireInt).toBe(0);
    expect(cards[1]!.vip.vipExpireInt).toBe(Math.floor(h.clock.ms / 1000) + 3 * 86_400);
    expect(cards.every((c) => c.rights.length > 0)).toBe(true);
  });

  it('needs a session', async () => {
    expect((await h.call('card/list', { body: {} })).code).toBe(1000);
  });
});

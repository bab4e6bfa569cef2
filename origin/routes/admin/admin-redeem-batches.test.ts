// 兑换码 batches of the console's 财务 through the origin's real app: who may make them, the
// audit rows, codes the user's redeemcode/use takes with the batch's reward, a disabled batch's
// codes refused, the expiry and the use limit, the CSV and the uses.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { normaliseRedeemCode } from '@/lib/domain/money/redeem';
import {
  REDEEM_BATCH_ALPHABET,
  REDEEM_BATCH_CODE_LENGTH,
  TIP_REDEEM_DISABLED,
} from '@/lib/domain/money/redeem-batch';

import { auditLog } from '../../db/schema/admin';
import { redeemCodes } from '../../db/schema/redeem';
import { TIP_REDEEM_EXPIRED, TIP_REDEEM_USED_UP } from '../../services/money/redeem';
import { newAccount } from '../../test/account-fixtures';
import { adminCall, adminLogin } from '../../test/admin-fixtures';
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
afterAll(() => tdb?.close(), DB_HOOK_TIMEOUT_MS);

const changes = async () =>
  (await tdb.db.select().from(auditLog).orderBy(auditLog.id)).filter(
    (r) => !r.action.startsWith('auth.'),
  );
const redeem = (token: string, code: string) => h.call('redeemcode/use', { token, body: { code } });

const DIAMONDS = {
  name: '春节活动',
  reward: { kind: 'diamonds', amount: 500 },
  count: 3,
  maxUses: 1,
};

async function create(token: string, body: Record<string, unknown> = DIAMONDS) {
  const made = await adminCall(h, 'finance/redeem/create', { token, body });
  expect(made.code, made.tip).toBe(200);
  return made.data.item as { id: number; codeCount: number };
}

async function codesOf(batchId: number): Promise<string[]> {
  const rows = await tdb.db
    .select({ code: redeemCodes.code })
    .from(redeemCodes)
    .where(eq(redeemCodes.batchId, batchId));
  return rows.map((r) => r.code);
}

describe('who may make 兑换码', () => {
  it('refuses a user, the editor and the moderator, with no audit row', async () => {
    const user = await h.guest();
    const asUser = await adminCall(h, 'finance/redeem/create', {
      token: user.token,
      body: DIAMONDS,
    });
    expect(asUser.code).toBe(1000);
    for (const name of ['editor1', 'moderator1']) {
      const token = await adminLogin(h, name);
      for (const [call, body] of [
        ['finance/redeem/create', DIAMONDS],
        ['finance/redeem/list', {}],
        ['finance/redeem/export', { id: 1 }],
      ] as const) {
        const r = await adminCall(h, call, { token, body });
        expect(r).toMatchObject({ status: 403, code: 4030, tip: '没有权限执行此操作' });
      }
    }
    expect(await changes()).toEqual([]);
  });

  it('lets finance and the owner, each change audited', async () => {
    const finance = await adminLogin(h, 'finance1');
    const batch = await create(finance);
    const owner = await adminLogin(h, 'admin');
    const off = await adminCall(h, 'finance/redeem/disable', {
      token: owner,
      body: { id: batch.id },
    });
    expect(off.data.item.disabledAt).not.toBeNull();
    await adminCall(h, 'finance/redeem/export', { token: owner, body: { id: batch.id } });
    const rows = await changes();
    expect(rows.map((r) => [r.action, r.target])).toEqual([
      ['redeemBatch.create', `redeemBatch:${batch.id}`],
      ['redeemBatch.disable', `redeemBatch:${batch.id}`],
      ['redeemBatch.export', `redeemBatch:${batch.id}`],
    ]);
    expect(rows[0]!.after).toMatchObject({ name: '春节活动', count: 3, maxUses: 1 });
    expect(rows[2]!.after).toEqual({ codes: 3 });
  });

  it('refuses bad input in Chinese, with no batch', async () => {
    const finance = await adminLogin(h, 'finance1');
    const tooMany = await adminCall(h, 'finance/redeem/create', {
      token: finance,
      body: { ...DIAMONDS, count: 10_001 },
    });
    expect(tooMany).toMatchObject({ code: 4000, tip: '数量须为1到10000的整数' });
    const past = await adminCall(h, 'finance/redeem/create', {
      token: finance,
      body: { ...DIAMONDS, expiresAt: h.clock.ms - 1000 },
    });
    expect(past).toMatchObject({ code: 4000, tip: '过期时间须晚于现在' });
    expect((await adminCall(h, 'finance/redeem/list', { token: finance })).data.items).toEqual([]);
  });
});

describe('a batch of codes', () => {
  it('makes N distinct unguessable codes that redeemcode/use takes with its reward', async () => {
    const finance = await adminLogin(h, 'finance1');
    const batch = await create(finance, { ...DIAMONDS, count: 200 });
    const codes = await codesOf(batch.id);
    expect(codes).toHaveLength(200);
    expect(new Set(codes).size).toBe(200);
    const shape = new RegExp(`^[${REDEEM_BATCH_ALPHABET}]{${REDEEM_BATCH_CODE_LENGTH}}$`);
    for (const code of codes) {
      expect(code).toMatch(shape);
      expect(normaliseRedeemCode(code)).toBe(code);
    }
    const me = await newAccount(h);
    const used = await redeem(me.token, codes[0]!.toLowerCase());
    expect(used.code, used.tip).toBe(200);
    expect(used.data).toMatchObject({ reward: { kind: 'diamonds', amount: 500 }, diamonds: 500 });
  });

  it('gives VIP days of its tier', async () => {
    const finance = await adminLogin(h, 'finance1');
    const reward = { kind: 'vip', tier: 'supreme', days: 7 };
    const batch = await create(finance, { ...DIAMONDS, reward, count: 1 });
    const me = await newAccount(h);
    const used = await redeem(me.token, (await codesOf(batch.id))[0]!);
    expect(used.code, used.tip).toBe(200);
    expect(used.data.reward).toEqual(reward);
    expect(used.data.vip).not.toBeNull();
  });

  it('refuses a disabled batch’s codes with a clear tip', async () => {
    const finance = await adminLogin(h, 'finance1');
    const batch = await create(finance);
    const [a, b] = await codesOf(batch.id);
    const me = await newAccount(h);
    expect((await redeem(me.token, a!)).code).toBe(200);
    const off = await adminCall(h, 'finance/redeem/disable', {
      token: finance,
      body: { id: batch.id },
    });
    expect(off.code, off.tip).toBe(200);
    const other = await newAccount(h);
    expect(await redeem(other.token, b!)).toMatchObject({ code: 4000, tip: TIP_REDEEM_DISABLED });
    expect((await h.call('user/info', { token: other.token })).data.wallet.diamonds).toBe(0);
    const again = await adminCall(h, 'finance/redeem/disable', {
      token: finance,
      body: { id: batch.id },
    });
    expect(again).toMatchObject({ code: 4000, tip: '该批次已停用' });
  });

  it('honours the expiry and the use limit per code', async () => {
    const finance = await adminLogin(h, 'finance1');
    const expiresAt = h.clock.ms + 3_600_000;
    const batch = await create(finance, { ...DIAMONDS, count: 2, maxUses: 2, expiresAt });
    const [a, b] = await codesOf(batch.id);
    const [u1, u2, u3] = [await newAccount(h), await newAccount(h), await newAccount(h)];
    expect((await redeem(u1.token, a!)).code).toBe(200);
    expect((await redeem(u2.token, a!)).code).toBe(200);
    expect(await redeem(u3.token, a!)).toMatchObject({ code: 4000, tip: TIP_REDEEM_USED_UP });
    h.clock.advance(3601);
    expect(await redeem(u3.token, b!)).toMatchObject({ code: 4000, tip: TIP_REDEEM_EXPIRED });
    // The operator's session has idled out meanwhile: a fresh one.
    const token = await adminLogin(h, 'finance1');
    const list = await adminCall(h, 'finance/redeem/list', { token });
    expect(list.data.items[0]).toMatchObject({ id: batch.id, usedCount: 2, codeCount: 2 });
  });
});

describe('a batch’s CSV and uses', () => {
  it('exports every code as UTF-8 CSV with a BOM and the Chinese header', async () => {
    const finance = await adminLogin(h, 'finance1');
    const batch = await create(finance);
    const r = await adminCall(h, 'finance/redeem/export', {
      token: finance,
      body: { id: batch.id },
    });
    expect(r.data.filename).toBe(`兑换码-${batch.id}-春节活动.csv`);
    const csv = r.data.csv as string;
    expect(csv.startsWith('\uFEFF兑换码,奖励,过期时间,每码可用次数,已使用次数\r\n')).toBe(true);
    const rows = csv.slice(1).trim().split('\r\n').slice(1);
    expect(rows.map((row) => row.split(',')[0]).sort()).toEqual((await codesOf(batch.id)).sort());
    expect(rows[0]).toMatch(/^[A-Z0-9]{12},50钻石,永久有效,1,0$/);
    const missing = await adminCall(h, 'finance/redeem/export', {
      token: finance,
      body: { id: 999 },
    });
    expect(missing).toMatchObject({ code: 4040, tip: '兑换码批次不存在' });
  });

  it('lists who used which code when, newest first and paged', async () => {
    const finance = await adminLogin(h, 'finance1');
    const batch = await create(finance);
    const [a, b] = await codesOf(batch.id);
    const first = await newAccount(h);
    const second = await newAccount(h);
    await redeem(first.token, a!);
    h.clock.advance(60);
    await redeem(second.token, b!);
    const page = async (n: number) =>
      (
        await adminCall(h, 'finance/redeem/uses', {
          token: finance,
          body: { id: batch.id, page: n, pageSize: 1 },
        })
      ).data;
    expect(await page(1)).toMatchObject({
      total: 2,
      items: [{ code: b, userId: second.id }],
    });
    expect((await page(2)).items).toMatchObject([{ code: a, userId: first.id }]);
  });
});

// Two Shanghai days of activity for the 数据看板's tests (origin/routes/admin/admin-dashboard.test.ts):
// guests, registrations, plays, a post read, uploads, and orders paid by 支付宝 at 23:59:30 and by
// 微信支付 at 00:00:30 in Shanghai (the same UTC day), made through the app's own calls.
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';

import type { Db } from '../db/client';
import { uploads } from '../db/schema/community';
import { newAccount } from './account-fixtures';
import type { Harness } from './harness';
import { FREE, VIP } from './media-fixtures';
import { PRODUCT, rechargeCalls } from './recharge-fixtures';

// TEST_START_MS is 2025-06-01 12:00 in Shanghai (04:00 UTC); midnight there is 16:00 UTC.
export const DAY_A = '2025-06-01';
export const DAY_B = '2025-06-02';
export const MIDNIGHT_MS = Date.UTC(2025, 5, 1, 16, 0, 0);

export async function sqlRows<T>(db: Db, text: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(text)) as unknown as { rows: T[] }).rows;
}

/** `{ day: n }` from rows of (d, n), with Postgres's Shanghai dates. */
export async function perDay(
  db: Db,
  text: ReturnType<typeof sql>,
): Promise<Record<string, number>> {
  const rows = await sqlRows<{ d: string; n: number }>(db, text);
  return Object.fromEntries(rows.map((r) => [r.d, Number(r.n)]));
}

/** A timestamptz column's Shanghai date, as Postgres's own time zone data gives it. */
export const shDay = (column: string) =>
  sql.raw(`to_char(${column} AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD')`);

/**
 * Seeds the two days and leaves the clock at 01:00 on day B. Answers every user a guest login
 * made (the registered ones included): the new guests' oracle.
 */
export async function seedTwoDays(h: Harness, db: Db): Promise<{ guestIds: number[] }> {
  const guestIds: number[] = [];
  const guest = async () => {
    const g = await h.guest();
    guestIds.push(g.id);
    return g;
  };
  const paidOrder = async (payType: 'alipay' | 'wechat') => {
    const buyer = await newAccount(h);
    guestIds.push(buyer.id);
    const r = await rechargeCalls(h).submit(buyer.token, PRODUCT.diamonds300, payType);
    expect(r.code, r.tip).toBe(200);
    const paid = await rechargeCalls(h).choosePage(r.data.order.payUrl as string, 'pay');
    expect(paid.status).toBe(200);
    return buyer;
  };
  const play = async (token: string, id: number) => {
    const r = await h.call('media/play', { token, body: { id } });
    expect([200, 4030]).toContain(r.code);
  };
  const upload = async (userId: number, id: string, status: 'ready' | 'failed') => {
    const at = new Date(h.clock.ms);
    await db.insert(uploads).values({
      id,
      userId,
      identifier: id,
      kind: 'image',
      extension: 'jpg',
      totalSize: 10,
      chunkSize: 10,
      totalChunks: 1,
      status,
      createdAt: at,
      updatedAt: at,
    });
  };

  const g1 = await guest();
  await guest();
  await play(g1.token, FREE.id);
  await play(g1.token, FREE.id);
  await upload(g1.id, 'up-a-1', 'ready');
  await upload(g1.id, 'up-a-2', 'failed');
  const [post] = await sqlRows<{ id: number }>(
    db,
    sql`SELECT id FROM posts WHERE status = 'published' ORDER BY id LIMIT 1`,
  );
  expect((await h.call('post/detail', { token: g1.token, body: { id: post!.id } })).code).toBe(200);
  // 23:59:30 on day A (Shanghai): an account pays by 支付宝.
  h.clock.ms = MIDNIGHT_MS - 30_000;
  const alipayBuyer = await paidOrder('alipay');
  // 00:00:30 on day B (the same UTC day): 微信支付, a new guest, plays, an upload.
  h.clock.ms = MIDNIGHT_MS + 30_000;
  await paidOrder('wechat');
  const g3 = await guest();
  await play(g3.token, VIP.id);
  await play(alipayBuyer.token, FREE.id);
  await upload(g3.id, 'up-b-1', 'ready');
  h.clock.ms = MIDNIGHT_MS + 3_600_000;
  return { guestIds };
}

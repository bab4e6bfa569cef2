// The AI studio at the origin, the request side: templates, what a submission refuses (consent,
// someone else's photo, not a picture, unknown ids), the charge (4010 when short, nothing for a
// free template), idempotency by requestId, and the strip calls still refused.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { decodeImage, sniffImageType } from '@/lib/domain/platform/image-codec';
import { TIP_AI_CONSENT } from '@/lib/protocol/calls/ai/face-swap';

import { aiOrders } from '../../db/schema/ai';
import { uploads } from '../../db/schema/community';
import { AI_TEMPLATES } from '../../seed/seed-ai';
import {
  TIP_PHOTO_NOT_FOUND,
  TIP_PHOTO_NOT_IMAGE,
  TIP_PHOTO_NOT_OWN,
  TIP_PHOTO_NOT_READY,
} from '../../services/ai/orders';
import { TIP_TEMPLATE_NOT_FOUND } from '../../services/ai/templates';
import { diamondBalance, TIP_INSUFFICIENT_DIAMONDS } from '../../services/money/wallet';
import {
  aiLedger,
  fund,
  newRequestId,
  pixelsOf,
  solidPhoto,
  submitFace,
  uploadPhoto,
} from '../../test/ai-fixtures';
import {
  createCommunityHarness,
  fileOf,
  formOf,
  type CommunityHarness,
} from '../../test/community-fixtures';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';

let tdb: TestDb;
let h: CommunityHarness;
let photo: Uint8Array;

// Seed template ids follow AI_TEMPLATES' order: 古风仕女 (10 钻石), 校园青春 (free).
const PRICED = { id: 1, price: AI_TEMPLATES[0]!.price };
const FREE = { id: 6, price: AI_TEMPLATES[5]!.price };

beforeAll(async () => {
  tdb = await openTestDb();
  // Held: these tests look at orders as submitted; ai-orders.test.ts runs the job.
  h = await createCommunityHarness(tdb.db, { guestPerIpPerMinute: 10_000 }, { held: true });
  photo = await solidPhoto('red');
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb.close(), DB_HOOK_TIMEOUT_MS);
beforeEach(() => h.reset());

/** A guest with `diamonds` and a photo of their own. */
async function member(diamonds = 1000) {
  const me = await h.guest();
  await fund(tdb.db, me.id, diamonds);
  return { ...me, photo: await uploadPhoto(h, me.token, photo) };
}

describe('aiTemplate/list', () => {
  it('lists the 12 operator templates newest first, paged, with prices and covers', async () => {
    const { token } = await h.guest();
    const first = await h.call('aiTemplate/list', { token, body: { page: 1, pageSize: 5 } });
    expect(first.code, first.tip).toBe(200);
    expect(first.data).toMatchObject({ page: 1, pageSize: 5, total: 12 });
    expect(first.data.list[0]).toEqual({
      id: 1,
      title: '古风仕女',
      cover: '/ai/t-01.jpg',
      width: 600,
      height: 800,
      price: 100,
      uses: expect.any(Number),
    });
    const all = await h.call('aiTemplate/list', { token, body: { pageSize: 50 } });
    const titles = all.data.list.map((t: { title: string }) => t.title);
    expect(titles).toEqual(AI_TEMPLATES.map((t) => t.title));
    expect(new Set(all.data.list.map((t: { price: number }) => t.price))).toEqual(
      new Set([0, 50, 100]),
    );
  });

  it('serves each cover obfuscated through the IMAGE line, a 600×800 JPEG under 30 KiB', async () => {
    const res = await h.app.request('/cdn/img/ai/t-03.jpg');
    expect(res.status).toBe(200);
    const body = new Uint8Array(await res.arrayBuffer());
    expect(body.length).toBeLessThan(30 * 1024);
    expect(sniffImageType(body)).toBeNull();
    const plain = decodeImage(body);
    expect(sniffImageType(plain)).toBe('jpeg');
    await expect(pixelsOf(plain, 600, 800)).resolves.toBeTypeOf('function');
  });

  it('counts the orders made with a template in `uses`', async () => {
    const me = await member();
    const uses = async () =>
      (await h.call('aiTemplate/list', { token: me.token, body: {} })).data.list[0].uses;
    const before = await uses();
    await submitFace(h, me.token, { templateId: PRICED.id, photo: me.photo });
    expect(await uses()).toBe(before + 1);
  });
});

describe('aiOrder/facechange/submit refuses', () => {
  it('without an explicit consent', async () => {
    const me = await member();
    for (const consent of [false, 'true', undefined]) {
      const r = await h.call('aiOrder/facechange/submit', {
        token: me.token,
        body: { templateId: FREE.id, photo: me.photo, requestId: newRequestId(), consent },
      });
      expect([r.code, r.tip]).toEqual([4000, TIP_AI_CONSENT]);
    }
  });

  it('another user’s photo, a public upload, an unknown photo or template', async () => {
    const me = await member();
    const other = await member();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ photo: other.photo }, 4000, TIP_PHOTO_NOT_OWN],
      [{ photo: 'a'.repeat(24) }, 4040, TIP_PHOTO_NOT_FOUND],
      [{ templateId: 999 }, 4040, TIP_TEMPLATE_NOT_FOUND],
    ];
    // upload/images needs a session now; a picture it took before without one has no owner:
    // nobody's own photo.
    const open = await h.call('upload/images', { form: formOf({}, fileOf(photo, 'pub.png')) });
    expect(open.code).toBe(1000);
    const ownerless = `${me.id}`.padStart(24, 'f');
    await tdb.db.insert(uploads).values({
      id: ownerless,
      userId: null,
      identifier: `one-${ownerless}`,
      kind: 'image',
      extension: 'png',
      totalSize: photo.length,
      chunkSize: photo.length,
      totalChunks: 1,
      status: 'ready',
      url: `/u/${ownerless}.png`,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    cases.push([{ photo: ownerless }, 4000, TIP_PHOTO_NOT_OWN]);
    for (const [change, code, tip] of cases) {
      const r = await submitFace(h, me.token, { templateId: FREE.id, photo: me.photo, ...change });
      expect([r.code, r.tip]).toEqual([code, tip]);
    }
    expect(await tdb.db.select().from(aiOrders).where(eq(aiOrders.userId, me.id))).toEqual([]);
  });

  it('an upload that is not a picture, or not ready', async () => {
    const me = await member();
    const row = (id: string, kind: 'document' | 'image', status: 'ready' | 'receiving') => ({
      id,
      userId: me.id,
      identifier: `doc-${id}`,
      kind,
      extension: kind === 'image' ? 'png' : 'pdf',
      totalSize: 10,
      chunkSize: 10,
      totalChunks: 1,
      status,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    const doc = `${me.id}`.padStart(24, 'd');
    const half = `${me.id}`.padStart(24, 'e');
    await tdb.db
      .insert(uploads)
      .values([row(doc, 'document', 'ready'), row(half, 'image', 'receiving')]);
    const r1 = await submitFace(h, me.token, { templateId: FREE.id, photo: doc });
    expect([r1.code, r1.tip]).toEqual([4000, TIP_PHOTO_NOT_IMAGE]);
    const r2 = await submitFace(h, me.token, { templateId: FREE.id, photo: half });
    expect([r2.code, r2.tip]).toEqual([4000, TIP_PHOTO_NOT_READY]);
  });
});

describe('aiOrder/facechange/submit charges', () => {
  it('the template’s price once, with a ledger row, and queues the order', async () => {
    const me = await member(1000);
    const r = await submitFace(h, me.token, { templateId: PRICED.id, photo: me.photo });
    expect(r.code, r.tip).toBe(200);
    expect(r.data).toMatchObject({ balance: 1000 - PRICED.price, charged: PRICED.price });
    expect(r.data.order).toMatchObject({
      kind: 'face',
      template: { id: PRICED.id, title: '古风仕女', cover: '/ai/t-01.jpg' },
      status: 'queued',
      result: '',
      width: 600,
      height: 800,
      error: '',
      price: PRICED.price,
      refunded: false,
      finishedAt: null,
    });
    expect(await aiLedger(tdb.db, me.id)).toEqual([
      expect.objectContaining({ amount: -PRICED.price, reason: 'ai', refId: r.data.order.id }),
    ]);
  });

  it('nothing for a free template: no ledger row', async () => {
    const me = await member(0);
    const r = await submitFace(h, me.token, { templateId: FREE.id, photo: me.photo });
    expect(r.data).toMatchObject({ balance: 0, charged: 0, order: { price: 0 } });
    expect(await aiLedger(tdb.db, me.id)).toEqual([]);
  });

  it('answers 4010 when the diamonds are short, balance and orders unchanged', async () => {
    const me = await member(PRICED.price - 1);
    const r = await submitFace(h, me.token, { templateId: PRICED.id, photo: me.photo });
    expect([r.code, r.tip]).toEqual([4010, TIP_INSUFFICIENT_DIAMONDS]);
    expect(await diamondBalance(tdb.db, me.id)).toBe(PRICED.price - 1);
    expect(await tdb.db.select().from(aiOrders).where(eq(aiOrders.userId, me.id))).toEqual([]);
  });

  it('once per requestId: a repeat answers the first order with charged 0', async () => {
    const me = await member(1000);
    const body = { templateId: PRICED.id, photo: me.photo, requestId: newRequestId() };
    const first = await submitFace(h, me.token, body);
    const again = await submitFace(h, me.token, body);
    // Even with another template: the key names the submission, not its content.
    const other = await submitFace(h, me.token, { ...body, templateId: FREE.id });
    expect(again.data).toEqual({ ...first.data, charged: 0 });
    expect(other.data.order.id).toBe(first.data.order.id);
    expect(await diamondBalance(tdb.db, me.id)).toBe(1000 - PRICED.price);
    expect(await aiLedger(tdb.db, me.id)).toHaveLength(1);
  });
});

describe('the strip calls', () => {
  it.each(['aiOrder/strip/list', 'aiOrder/strip/submit'])(
    '%s still answers the refusal',
    async (call) => {
      const me = await member();
      const r = await h.call(call, { token: me.token, body: { photo: me.photo, consent: true } });
      expect([r.status, r.code, r.tip]).toEqual([404, 4040, '本平台不提供该功能']);
    },
  );
});

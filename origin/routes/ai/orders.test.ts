// Face-swap orders made by the background job: the finished picture served through the IMAGE
// line (the photo inside the oval, the template outside), a photo ffmpeg cannot read failing
// with its diamonds back once, at most 3 unfinished orders, the list (paged, only the caller's),
// deleting, resuming after a restart, and all of it on the S3 media store.
import { readdir } from 'node:fs/promises';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { TIP_AI_BUSY } from '@/lib/domain/ai/studio';
import { decodeImage, sniffImageType } from '@/lib/domain/platform/image-codec';

import { aiOrders } from '../../db/schema/ai';
import { silentLogger } from '../../logger';
import { TIP_PHOTO_UNREADABLE } from '../../services/ai/face-engine';
import { failFaceOrder } from '../../services/ai/jobs';
import { readPicture } from '../../services/ai/pictures';
import { TIP_ORDER_BUSY, TIP_ORDER_NOT_FOUND } from '../../services/ai/orders';
import { createCommunityJobs } from '../../services/community/jobs';
import { createS3Store } from '../../services/video/media-store-s3';
import { uploadPaths } from '../../services/platform/upload-paths';
import { diamondBalance } from '../../services/money/wallet';
import { AI_TEMPLATES } from '../../seed/seed-ai';
import {
  aiLedger,
  fund,
  pixelsOf,
  solidPhoto,
  spoilPhoto,
  submitFace,
  uploadPhoto,
} from '../../test/ai-fixtures';
import { createCommunityHarness, type CommunityHarness } from '../../test/community-fixtures';
import { startS3Server, type S3Server } from '../../test/s3-server';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';

let tdb: TestDb;
let h: CommunityHarness;
let s3: S3Server;
let red: Uint8Array;

const TEMPLATE = { id: 1, ...AI_TEMPLATES[0]! };
const FREE_ID = 6;

/** A harness whose guests are not rate-limited; `held` jobs wait for release(). */
const harness = (options: Parameters<typeof createCommunityHarness>[2] = {}) =>
  createCommunityHarness(tdb.db, { guestPerIpPerMinute: 10_000 }, options);

beforeAll(async () => {
  [tdb, s3] = await Promise.all([openTestDb(), startS3Server('ai-media')]);
  h = await harness();
  red = await solidPhoto('red');
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => Promise.all([tdb?.close(), s3?.close()]), DB_HOOK_TIMEOUT_MS);
beforeEach(() => h.reset());

async function member(on: CommunityHarness = h, diamonds = 1000, photo = red) {
  const me = await on.guest();
  await fund(tdb.db, me.id, diamonds);
  return { ...me, photo: await uploadPhoto(on, me.token, photo) };
}

const listOf = (on: CommunityHarness, token: string, body: Record<string, unknown> = {}) =>
  on.call('aiOrder/facechange/list', { token, body });

/** The finished order's picture as the browser gets it: through the IMAGE line, decoded. */
async function served(on: CommunityHarness, result: string) {
  const res = await on.app.request(`/cdn/img${result}`);
  expect(res.status).toBe(200);
  return decodeImage(new Uint8Array(await res.arrayBuffer()));
}

const near = (a: readonly number[], b: readonly number[], by = 24) =>
  a.every((v, i) => Math.abs(v - b[i]!) <= by);

/** Submits, waits for the job, answers the caller's newest order and the picture. */
async function madeOrder(on: CommunityHarness) {
  const me = await member(on);
  const r = await submitFace(on, me.token, { templateId: TEMPLATE.id, photo: me.photo });
  expect(r.code, r.tip).toBe(200);
  await on.jobs.idle();
  const order = (await listOf(on, me.token)).data.list[0];
  expect(order).toMatchObject({ id: r.data.order.id, status: 'done', error: '' });
  return { me, order, picture: await served(on, order.result) };
}

describe('a face-swap order', () => {
  it('is made by the job: the photo in the oval, the template around it, a JPEG of its size', async () => {
    const { order, picture } = await madeOrder(h);
    expect(order.result).toMatch(/^\/u\/ai-[a-f0-9]{32}\.jpg$/);
    expect(order).toMatchObject({ width: 600, height: 800, finishedAt: expect.any(Number) });
    expect(sniffImageType(picture)).toBe('jpeg');
    const pixel = await pixelsOf(picture, 600, 800);
    const template = await pixelsOf((await readPicture(h.media, '/ai/t-01.jpg'))!, 600, 800);
    const { x, y, rx } = TEMPLATE.face;
    expect(near(pixel(x, y), [255, 0, 0], 40)).toBe(true);
    expect(near(pixel(x - rx / 2, y), [255, 0, 0], 40)).toBe(true);
    // The engine's scratch folder under uploads/work is gone.
    const work = await readdir(uploadPaths(h.config.dataDir).work).catch(() => []);
    expect(work.filter((name) => name.startsWith('face-'))).toEqual([]);
    for (const [px, py] of [
      [20, 20],
      [580, 100],
      [300, 700],
      [x, y + TEMPLATE.face.ry + 20],
    ])
      expect(near(pixel(px!, py!), template(px!, py!)), `${px},${py}`).toBe(true);
  });

  it('fails with a Chinese reason when ffmpeg cannot read the photo, and refunds once', async () => {
    const me = await member(h, 1000);
    await spoilPhoto(tdb.db, h.media, me.photo);
    const r = await submitFace(h, me.token, { templateId: TEMPLATE.id, photo: me.photo });
    expect(r.data.balance).toBe(1000 - TEMPLATE.price);
    await h.jobs.idle();
    const order = (await listOf(h, me.token, { status: 'failed' })).data.list[0];
    expect(order).toMatchObject({
      status: 'failed',
      error: TIP_PHOTO_UNREADABLE,
      refunded: true,
      result: '',
    });
    await failFaceOrder(tdb.db, order.id, 'again', Date.now());
    expect(await diamondBalance(tdb.db, me.id)).toBe(1000);
    expect((await aiLedger(tdb.db, me.id)).map((l) => [l.amount, l.reason])).toEqual([
      [-TEMPLATE.price, 'ai'],
      [TEMPLATE.price, 'ai_refund'],
    ]);
  });

  it('is refused as a 4th unfinished one, accepted once the others are done', async () => {
    const held = await harness({ held: true });
    const me = await member(held);
    for (let n = 0; n < 3; n += 1)
      expect(
        (await submitFace(held, me.token, { templateId: FREE_ID, photo: me.photo })).code,
      ).toBe(200);
    const fourth = await submitFace(held, me.token, { templateId: FREE_ID, photo: me.photo });
    expect([fourth.code, fourth.tip]).toEqual([4000, TIP_AI_BUSY]);
    held.jobs.release();
    await held.jobs.idle();
    expect((await submitFace(held, me.token, { templateId: FREE_ID, photo: me.photo })).code).toBe(
      200,
    );
    await held.jobs.idle();
  });

  it('left queued by a stopped origin is made by the next one', async () => {
    const stopped = await harness({ held: true });
    const me = await member(stopped);
    const r = await submitFace(stopped, me.token, { templateId: FREE_ID, photo: me.photo });
    const next = createCommunityJobs({
      db: tdb.db,
      paths: uploadPaths(stopped.config.dataDir),
      media: stopped.media,
      now: Date.now,
      logger: silentLogger(),
    });
    await next.resume();
    await next.idle();
    const [row] = await tdb.db.select().from(aiOrders).where(eq(aiOrders.id, r.data.order.id));
    expect(row).toMatchObject({ status: 'done', result: expect.stringMatching(/^\/u\/ai-/) });
  });
});

describe('a guest who logs into an existing account', () => {
  it('keeps their works: done and queued ones move, and the queued one is still made', async () => {
    const held = await harness({ held: true });
    const me = await member(held);
    const done = await submitFace(held, me.token, { templateId: FREE_ID, photo: me.photo });
    held.jobs.release();
    await held.jobs.idle();
    const queued = await submitFace(held, me.token, { templateId: FREE_ID, photo: me.photo });
    const r = await held.call('login/account/login', {
      token: me.token,
      body: { account: 'demo', password: 'demo123456' },
    });
    expect(r.code, r.tip).toBe(200);
    await held.jobs.idle();
    const works = (await listOf(held, r.data.token)).data.list;
    expect(works.map((o: { id: number }) => o.id)).toEqual(
      expect.arrayContaining([done.data.order.id, queued.data.order.id]),
    );
    expect(works.every((o: { status: string }) => o.status === 'done')).toBe(true);
    expect((await listOf(held, me.token)).data.total).toBe(0);
  });
});

describe('aiOrder/facechange/list', () => {
  it('pages the caller’s orders newest first, filters by status, never shows another’s', async () => {
    const held = await harness({ held: true });
    const me = await member(held);
    const other = await member(held);
    const ids: number[] = [];
    for (let n = 0; n < 3; n += 1) {
      held.clock.advance(60);
      ids.push(
        (await submitFace(held, me.token, { templateId: FREE_ID, photo: me.photo })).data.order.id,
      );
    }
    await submitFace(held, other.token, { templateId: FREE_ID, photo: other.photo });
    const page1 = await listOf(held, me.token, { page: 1, pageSize: 2 });
    const page2 = await listOf(held, me.token, { page: 2, pageSize: 2 });
    expect(page1.data).toMatchObject({ page: 1, pageSize: 2, total: 3 });
    const seen = [...page1.data.list, ...page2.data.list].map((o: { id: number }) => o.id);
    expect(seen).toEqual([...ids].reverse());
    expect((await listOf(held, me.token, { status: 'done' })).data.total).toBe(0);
    expect((await listOf(held, me.token, { status: 'queued' })).data.total).toBe(3);
    const theirs = await listOf(held, other.token);
    expect(theirs.data.list.map((o: { id: number }) => o.id)).not.toContain(ids[0]);
    expect(theirs.data.total).toBe(1);
    held.jobs.release();
    await held.jobs.idle();
  });
});

describe('aiOrder/del', () => {
  it('removes the caller’s finished orders and their pictures; refuses one being made', async () => {
    const { me, order } = await madeOrder(h);
    const other = await member();
    const r = await h.call('aiOrder/del', { token: other.token, body: { ids: [order.id] } });
    expect([r.code, r.tip]).toEqual([4040, TIP_ORDER_NOT_FOUND]);
    const unknown = await h.call('aiOrder/del', { token: me.token, body: { ids: [1] } });
    expect(unknown.code).toBe(4040);
    const theirs = await submitFace(h, other.token, { templateId: FREE_ID, photo: other.photo });
    await h.jobs.idle();
    const mixed = await h.call('aiOrder/del', {
      token: me.token,
      body: { ids: [order.id, theirs.data.order.id, 99_999_999] },
    });
    expect(mixed.data).toEqual({ deleted: 1 });
    expect((await h.app.request(`/cdn/img${order.result}`)).status).toBe(404);
    expect((await listOf(h, me.token)).data.total).toBe(0);
    expect((await listOf(h, other.token)).data.total).toBe(1);

    const held = await harness({ held: true });
    const busy = await submitFace(held, me.token, { templateId: FREE_ID, photo: me.photo });
    const refused = await held.call('aiOrder/del', {
      token: me.token,
      body: { ids: [busy.data.order.id] },
    });
    expect([refused.code, refused.tip]).toEqual([4000, TIP_ORDER_BUSY]);
    held.jobs.release();
    await held.jobs.idle();
  });
});

describe('on the S3 media store', () => {
  it('reads the photo from the bucket, keeps the picture there and deletes it there', async () => {
    const store = createS3Store(s3.settings);
    const on = await harness({ media: store });
    const { me, order, picture } = await madeOrder(on);
    const pixel = await pixelsOf(picture, 600, 800);
    expect(near(pixel(TEMPLATE.face.x, TEMPLATE.face.y), [255, 0, 0], 40)).toBe(true);
    const key = `img${order.result}`;
    expect(await store.find(key)).not.toBeNull();
    await on.call('aiOrder/del', { token: me.token, body: { ids: [order.id] } });
    expect(await store.find(key)).toBeNull();
  });
});

// 文生图 drawn by the background job and fetched the way the app fetches pictures: from the IMAGE
// line, obfuscated (§5), a JPEG within the size asked for, marked 演示生成 when the provider is a
// demo. A provider that fails (busy, its own filter, an answer that is no picture, no answer in
// time, none configured) fails the order with its reason and refunds once; hiding removes the
// picture; a stopped origin's order is drawn by the next one; a guest's pictures follow them
// into the account they log into.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { AI_IMAGE_PRICE } from '@/lib/domain/ai/image';
import { decodeImage, sniffImageType } from '@/lib/domain/platform/image-codec';

import { aiImages } from '../../db/schema/ai-image';
import { silentLogger } from '../../logger';
import {
  AI_IMAGE_JOB_TIMEOUT_MS,
  failImageOrder,
  imageJobTimeoutMs,
  makeImageOrder,
} from '../../services/ai/image-jobs';
import { AI_FAILURE_TIPS, type AiProvider } from '../../services/ai/provider';
import { createCommunityJobs } from '../../services/community/jobs';
import { uploadPaths } from '../../services/platform/upload-paths';
import { diamondBalance } from '../../services/money/wallet';
import { aiLedger, fund, pixelsOf } from '../../test/ai-fixtures';
import {
  failingProvider,
  generateImage,
  hangingProvider,
  paintingProvider,
} from '../../test/ai-image-fixtures';
import { createCommunityHarness, type CommunityHarness } from '../../test/community-fixtures';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';

let tdb: TestDb;
let h: CommunityHarness;
const painter = paintingProvider({ colour: '#c03020' });

const harness = (options: Parameters<typeof createCommunityHarness>[2] = {}) =>
  createCommunityHarness(tdb.db, { guestPerIpPerMinute: 10_000 }, options);

beforeAll(async () => {
  tdb = await openTestDb();
  h = await harness({ ai: painter });
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb?.close(), DB_HOOK_TIMEOUT_MS);
beforeEach(() => h.reset());

async function member(on: CommunityHarness = h, diamonds = 1000) {
  const me = await on.guest();
  await fund(tdb.db, me.id, diamonds);
  return me;
}

const listOf = (on: CommunityHarness, token: string) =>
  on.call('txtToImg/list', { token, body: {} });

/** The picture at an IMAGE-line path, as the app gets it: fetched, then de-obfuscated. */
async function fetchPicture(on: CommunityHarness, result: string) {
  const res = await on.app.request(`/cdn/img${result}`);
  expect(res.status).toBe(200);
  return decodeImage(new Uint8Array(await res.arrayBuffer()));
}

/** Generates on `on` (whose provider is `ai`), waits for the job; the caller's newest order. */
async function drawnOn(on: CommunityHarness, body: Parameters<typeof generateImage>[2] = {}) {
  const me = await member(on);
  const r = await generateImage(on, me.token, body);
  expect(r.code, r.tip).toBe(200);
  await on.jobs.idle();
  return { me, order: (await listOf(on, me.token)).data.list[0] };
}

describe('a picture order', () => {
  it('is drawn from the prompt, style and size, and kept obfuscated on the IMAGE line as a JPEG', async () => {
    const { me, order } = await drawnOn(h, {
      prompt: '雪山下的湖 ',
      style: 'ink',
      size: 'landscape',
    });
    expect(order).toMatchObject({
      status: 'done',
      result: expect.stringMatching(/^\/u\/aii-[a-f0-9]{32}\.jpg$/),
      width: 1536,
      height: 1024,
      demo: false,
      error: '',
      refunded: false,
      finishedAt: expect.any(Number),
    });
    expect(painter.requests.at(-1)).toMatchObject({
      prompt: '雪山下的湖',
      style: 'ink',
      width: 1536,
      height: 1024,
    });
    const raw = await h.app.request(`/cdn/img${order.result}`);
    // Obfuscated as every picture (§5): the stored bytes are no JPEG until decoded.
    expect(sniffImageType(new Uint8Array(await raw.arrayBuffer()))).not.toBe('jpeg');
    const picture = await fetchPicture(h, order.result);
    expect(sniffImageType(picture)).toBe('jpeg');
    const [r, g, b] = (await pixelsOf(picture, 1536, 1024))(700, 500);
    expect(r).toBeGreaterThan(170);
    expect(Math.max(g, b)).toBeLessThan(80);
    expect(await aiLedger(tdb.db, me.id)).toMatchObject([
      { amount: -AI_IMAGE_PRICE, reason: 'ai_image', refId: order.id },
    ]);
  });

  it('says 演示生成 (demo) when the built-in demo provider, the embedded default, drew it', async () => {
    const on = await harness();
    const { order } = await drawnOn(on, { size: 'landscape' });
    expect(order).toMatchObject({ status: 'done', demo: true, width: 1536, height: 1024 });
    const picture = await fetchPicture(on, order.result);
    expect(sniffImageType(picture)).toBe('jpeg');
    await pixelsOf(picture, 1536, 1024);
  });

  it('keeps no more than the size asked for, whatever the provider sends', async () => {
    const on = await harness({ ai: paintingProvider({ scale: 2 }) });
    const { order } = await drawnOn(on, { size: 'portrait' });
    expect(order).toMatchObject({ status: 'done', width: 1024, height: 1536 });
    await pixelsOf(await fetchPicture(on, order.result), 1024, 1536);
  });
});

describe('a picture that fails', () => {
  const cases: [string, AiProvider | null, string][] = [
    ['busy after the retries', failingProvider('busy'), AI_FAILURE_TIPS.busy],
    ['refused by the provider’s own filter', failingProvider('refused'), AI_FAILURE_TIPS.refused],
    ['answered with no picture', failingProvider('garbage'), AI_FAILURE_TIPS['bad-answer']],
    ['with no provider given to the jobs', null, AI_FAILURE_TIPS.misconfigured],
  ];
  it.each(cases)('%s says why and refunds once', async (_, ai, tip) => {
    const on = await harness({ ai });
    const { me, order } = await drawnOn(on);
    expect(order).toMatchObject({ status: 'failed', error: tip, refunded: true, result: '' });
    await failImageOrder(tdb.db, order.id, 'again', Date.now());
    on.jobs.aiImage(order.id);
    await on.jobs.idle();
    expect(await diamondBalance(tdb.db, me.id)).toBe(1000);
    expect((await aiLedger(tdb.db, me.id)).map((l) => [l.amount, l.reason])).toEqual([
      [-AI_IMAGE_PRICE, 'ai_image'],
      [AI_IMAGE_PRICE, 'ai_image_refund'],
    ]);
  });

  it('fails when the provider does not answer in time, its request aborted, refunded', async () => {
    const held = await harness({ held: true });
    const me = await member(held);
    const r = await generateImage(held, me.token);
    const hanging = hangingProvider();
    const deps = { db: tdb.db, media: held.media, provider: hanging, now: Date.now };
    await makeImageOrder({ ...deps, logger: silentLogger(), timeoutMs: 50 }, r.data.order.id);
    expect(hanging.aborted()).toBe(true);
    expect((await listOf(held, me.token)).data.list[0]).toMatchObject({
      status: 'failed',
      error: AI_FAILURE_TIPS.timeout,
      refunded: true,
    });
    expect(await diamondBalance(tdb.db, me.id)).toBe(1000);
  });

  it('is cut off no sooner than the configured adapter itself would give up', () => {
    const openai = {
      provider: 'openai',
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: undefined,
      textModel: 't',
      imageModel: 'i',
      timeoutMs: 60_000,
    } as const;
    expect(imageJobTimeoutMs({ provider: 'local', delayMs: 0 })).toBe(AI_IMAGE_JOB_TIMEOUT_MS);
    expect(imageJobTimeoutMs({ ...openai, imageTimeoutMs: 20_000, retries: 1 })).toBe(
      AI_IMAGE_JOB_TIMEOUT_MS,
    );
    // Three tries of two minutes (the defaults) and the waits between them.
    expect(imageJobTimeoutMs({ ...openai, imageTimeoutMs: 120_000, retries: 2 })).toBe(390_000);
  });

  it('left queued by a stopped origin is drawn by the next one', async () => {
    const stopped = await harness({ held: true });
    const me = await member(stopped);
    const r = await generateImage(stopped, me.token);
    const next = createCommunityJobs({
      db: tdb.db,
      paths: uploadPaths(stopped.config.dataDir),
      media: stopped.media,
      now: Date.now,
      logger: silentLogger(),
      ai: painter,
    });
    await next.resume();
    await next.idle();
    const [row] = await tdb.db.select().from(aiImages).where(eq(aiImages.id, r.data.order.id));
    expect(row).toMatchObject({ status: 'done', result: expect.stringMatching(/^\/u\/aii-/) });
  });
});

describe('txtToImg/hide', () => {
  it('takes the picture out of the list and removes it; a second hide finds nothing', async () => {
    const { me, order } = await drawnOn(h);
    const r = await h.call('txtToImg/hide', { token: me.token, body: { id: order.id } });
    expect([r.code, r.data]).toEqual([200, { id: order.id, hidden: true }]);
    expect((await listOf(h, me.token)).data.total).toBe(0);
    expect((await h.app.request(`/cdn/img${order.result}`)).status).toBe(404);
    const again = await h.call('txtToImg/hide', { token: me.token, body: { id: order.id } });
    expect(again.code).toBe(4040);
    const [row] = await tdb.db.select().from(aiImages).where(eq(aiImages.id, order.id));
    // The ledger's reference stays.
    expect(row).toMatchObject({ hidden: true, price: AI_IMAGE_PRICE });
  });

  it('hides a failed one too', async () => {
    const on = await harness({ ai: failingProvider('busy') });
    const { me, order } = await drawnOn(on);
    const r = await on.call('txtToImg/hide', { token: me.token, body: { id: order.id } });
    expect(r.code, r.tip).toBe(200);
  });
});

describe('a guest who logs into an existing account', () => {
  it('keeps their pictures: the queued one moves, is drawn, and is the account’s', async () => {
    const held = await harness({ held: true, ai: painter });
    const me = await member(held);
    const queued = await generateImage(held, me.token);
    const login = await held.call('login/account/login', {
      token: me.token,
      body: { account: 'demo', password: 'demo123456' },
    });
    expect(login.code, login.tip).toBe(200);
    held.jobs.release();
    await held.jobs.idle();
    const works = (await listOf(held, login.data.token)).data.list;
    expect(works).toEqual([expect.objectContaining({ id: queued.data.order.id, status: 'done' })]);
    expect((await listOf(held, me.token)).data.total).toBe(0);
  });
});

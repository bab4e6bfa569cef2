// 图生视频's calls at the origin, before any video is made (jobs held): the consent and the motion
// checked by the schema, the own-photo rules, 4010 on a short balance with nothing written, a
// repeated requestId charging once, at most 2 open orders, the list (paged, newest first, only
// the caller's), hiding refused while being made, and a guest's videos following them into the
// account they log into.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { AI_VIDEO_PRICE, TIP_AI_VIDEO_BUSY, TIP_AI_VIDEO_CONSENT } from '@/lib/domain/ai/video';

import { TIP_PHOTO_NOT_FOUND, TIP_PHOTO_NOT_OWN } from '../../services/ai/orders';
import { TIP_VIDEO_BUSY, TIP_VIDEO_NOT_FOUND } from '../../services/ai/videos';
import { TIP_INSUFFICIENT_DIAMONDS, diamondBalance } from '../../services/money/wallet';
import {
  aiLedger,
  fund,
  generateVideo,
  newRequestId,
  solidPhoto,
  uploadPhoto,
} from '../../test/ai-fixtures';
import { playlistUrl } from '../../test/ai-video-fixtures';
import { createCommunityHarness, type CommunityHarness } from '../../test/community-fixtures';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';

let tdb: TestDb;
let held: CommunityHarness;
let photo: Uint8Array;

beforeAll(async () => {
  tdb = await openTestDb();
  // Held: orders stay queued unless a test releases the jobs.
  held = await createCommunityHarness(tdb.db, { guestPerIpPerMinute: 10_000 }, { held: true });
  photo = await solidPhoto('teal', '300x400');
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb?.close(), DB_HOOK_TIMEOUT_MS);
beforeEach(() => held.reset());

async function member(diamonds = 1000) {
  const me = await held.guest();
  await fund(tdb.db, me.id, diamonds);
  return { ...me, photo: await uploadPhoto(held, me.token, photo) };
}

const listOf = (token: string, body: Record<string, unknown> = {}) =>
  held.call('imgToVideo/order', { token, body });

describe('imgToVideo/generate', () => {
  it('charges 30钻石 and answers the queued order; a repeated requestId answers it again, free', async () => {
    const me = await member();
    const body = { photo: me.photo, motion: 'zoomIn', consent: true, requestId: newRequestId() };
    const r = await held.call('imgToVideo/generate', { token: me.token, body });
    expect(r.code, r.tip).toBe(200);
    expect(r.data).toMatchObject({ balance: 1000 - AI_VIDEO_PRICE, charged: AI_VIDEO_PRICE });
    expect(r.data.order).toMatchObject({
      kind: 'video',
      motion: 'zoomIn',
      status: 'queued',
      playId: '',
      poster: '',
      seconds: 0,
      price: AI_VIDEO_PRICE,
      finishedAt: null,
    });
    const repeat = await held.call('imgToVideo/generate', {
      token: me.token,
      body: { ...body, motion: 'pan' },
    });
    expect(repeat.data).toMatchObject({ charged: 0, order: { id: r.data.order.id } });
    expect((await aiLedger(tdb.db, me.id)).map((l) => l.amount)).toEqual([-AI_VIDEO_PRICE]);
  });

  it('refuses without the consent tick or a known motion, before looking further', async () => {
    const me = await member();
    for (const consent of [undefined, false, 'true', 1]) {
      const r = await held.call('imgToVideo/generate', {
        token: me.token,
        body: { photo: me.photo, motion: 'pan', consent, requestId: newRequestId() },
      });
      expect([r.code, r.tip], String(consent)).toEqual([4000, TIP_AI_VIDEO_CONSENT]);
    }
    const spin = await generateVideo(held, me.token, { photo: me.photo, motion: 'spin' });
    expect([spin.code, spin.tip]).toEqual([4000, '请选择运动效果']);
    expect(await diamondBalance(tdb.db, me.id)).toBe(1000);
    expect((await listOf(me.token)).data.total).toBe(0);
  });

  it('takes only the caller’s own uploaded photo', async () => {
    const me = await member();
    const other = await member();
    const theirs = await generateVideo(held, me.token, { photo: other.photo });
    expect([theirs.code, theirs.tip]).toEqual([4000, TIP_PHOTO_NOT_OWN]);
    const unknown = await generateVideo(held, me.token, { photo: 'a'.repeat(24) });
    expect([unknown.code, unknown.tip]).toEqual([4040, TIP_PHOTO_NOT_FOUND]);
    const malformed = await generateVideo(held, me.token, { photo: '../etc/passwd' });
    expect(malformed.code).toBe(4000);
  });

  it('answers 4010 when the diamonds do not cover it, writing nothing', async () => {
    const me = await member(AI_VIDEO_PRICE - 1);
    const r = await generateVideo(held, me.token, { photo: me.photo });
    expect([r.code, r.tip]).toEqual([4010, TIP_INSUFFICIENT_DIAMONDS]);
    expect(await diamondBalance(tdb.db, me.id)).toBe(AI_VIDEO_PRICE - 1);
    expect(await aiLedger(tdb.db, me.id)).toEqual([]);
    expect((await listOf(me.token)).data.total).toBe(0);
  });

  it('refuses a 3rd open order, and hiding one still being made', async () => {
    const me = await member();
    const first = await generateVideo(held, me.token, { photo: me.photo });
    expect((await generateVideo(held, me.token, { photo: me.photo })).code).toBe(200);
    const third = await generateVideo(held, me.token, { photo: me.photo });
    expect([third.code, third.tip]).toEqual([4000, TIP_AI_VIDEO_BUSY]);
    const hide = await held.call('imgToVideo/hide', {
      token: me.token,
      body: { id: first.data.order.id },
    });
    expect([hide.code, hide.tip]).toEqual([4000, TIP_VIDEO_BUSY]);
    expect(await diamondBalance(tdb.db, me.id)).toBe(1000 - 2 * AI_VIDEO_PRICE);
  });
});

describe('imgToVideo/order', () => {
  it('pages the caller’s orders newest first and never shows another’s', async () => {
    const me = await member();
    const other = await member();
    const ids: number[] = [];
    for (const motion of ['zoomIn', 'pulse']) {
      held.clock.advance(60);
      ids.push((await generateVideo(held, me.token, { photo: me.photo, motion })).data.order.id);
    }
    const theirs = await generateVideo(held, other.token, { photo: other.photo });
    const page1 = await listOf(me.token, { page: 1, pageSize: 1 });
    const page2 = await listOf(me.token, { page: 2, pageSize: 1 });
    expect(page1.data).toMatchObject({ page: 1, pageSize: 1, total: 2 });
    expect([...page1.data.list, ...page2.data.list].map((o: { id: number }) => o.id)).toEqual(
      [...ids].reverse(),
    );
    expect(page1.data.list[0]).toMatchObject({ motion: 'pulse', photo: `/u/${me.photo}.png` });
    const mine = (await listOf(me.token)).data.list.map((o: { id: number }) => o.id);
    expect(mine).not.toContain(theirs.data.order.id);
    const hide = await held.call('imgToVideo/hide', {
      token: me.token,
      body: { id: theirs.data.order.id },
    });
    expect([hide.code, hide.tip]).toEqual([4040, TIP_VIDEO_NOT_FOUND]);
  });
});

describe('a guest who logs into an existing account', () => {
  it('keeps their videos: the queued one moves, is made, and plays for the account', async () => {
    const me = await member();
    const queued = await generateVideo(held, me.token, { photo: me.photo });
    const login = await held.call('login/account/login', {
      token: me.token,
      body: { account: 'demo', password: 'demo123456' },
    });
    expect(login.code, login.tip).toBe(200);
    held.jobs.release();
    await held.jobs.idle();
    const works = (await listOf(login.data.token)).data.list;
    expect(works).toEqual([expect.objectContaining({ id: queued.data.order.id, status: 'done' })]);
    expect((await listOf(me.token)).data.total).toBe(0);
    const playId = works[0].playId;
    expect((await held.app.request(await playlistUrl(held, playId, login.data.token))).status).toBe(
      200,
    );
    expect((await held.app.request(await playlistUrl(held, playId, me.token))).status).not.toBe(
      200,
    );
  });
});

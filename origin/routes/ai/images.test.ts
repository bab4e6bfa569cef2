// 文生图's calls at the origin, before any picture is drawn (jobs held): the prompt's length and the
// text rules (a refused prompt costs nothing), the style and size checked by the schema, 4010 on a
// short balance with nothing written, a repeated requestId charging once, at most 3 open orders,
// the list (paged, newest first, only the caller's), and hiding refused while being made.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
  AI_IMAGE_OPEN_MAX,
  AI_IMAGE_PRICE,
  AI_IMAGE_PROMPT_MAX,
  TIP_AI_IMAGE_BUSY,
} from '@/lib/domain/ai/image';

import { TIP_IMAGE_BUSY, TIP_IMAGE_NOT_FOUND } from '../../services/ai/images';
import { TIP_INSUFFICIENT_DIAMONDS, diamondBalance } from '../../services/money/wallet';
import { aiLedger, fund, newRequestId } from '../../test/ai-fixtures';
import { generateImage } from '../../test/ai-image-fixtures';
import { createCommunityHarness, type CommunityHarness } from '../../test/community-fixtures';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';

let tdb: TestDb;
let held: CommunityHarness;

beforeAll(async () => {
  tdb = await openTestDb();
  // Held: orders stay queued.
  held = await createCommunityHarness(tdb.db, { guestPerIpPerMinute: 10_000 }, { held: true });
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb?.close(), DB_HOOK_TIMEOUT_MS);
beforeEach(() => held.reset());

async function member(diamonds = 1000) {
  const me = await held.guest();
  await fund(tdb.db, me.id, diamonds);
  return me;
}

const listOf = (token: string, body: Record<string, unknown> = {}) =>
  held.call('txtToImg/list', { token, body });

/** Nothing was written for the caller: no order, no ledger row, the balance as it was. */
async function nothingWritten(me: { id: number; token: string }, diamonds = 1000) {
  expect(await diamondBalance(tdb.db, me.id)).toBe(diamonds);
  expect(await aiLedger(tdb.db, me.id)).toEqual([]);
  expect((await listOf(me.token)).data.total).toBe(0);
}

describe('txtToImg/generate', () => {
  it('charges 10钻石 and answers the queued order; a repeated requestId answers it again, free', async () => {
    const me = await member();
    const body = {
      prompt: '  月光下的橘猫\u200B，水彩风  ',
      style: 'watercolor',
      size: 'portrait',
      requestId: newRequestId(),
    };
    const r = await held.call('txtToImg/generate', { token: me.token, body });
    expect(r.code, r.tip).toBe(200);
    expect(r.data).toMatchObject({ balance: 1000 - AI_IMAGE_PRICE, charged: AI_IMAGE_PRICE });
    expect(r.data.order).toMatchObject({
      kind: 'image',
      prompt: '月光下的橘猫，水彩风',
      style: 'watercolor',
      size: 'portrait',
      status: 'queued',
      result: '',
      width: 0,
      demo: false,
      price: AI_IMAGE_PRICE,
      refunded: false,
      finishedAt: null,
    });
    const repeat = await held.call('txtToImg/generate', {
      token: me.token,
      body: { ...body, prompt: '另一张图', style: 'ink' },
    });
    expect(repeat.data).toMatchObject({
      charged: 0,
      balance: 1000 - AI_IMAGE_PRICE,
      order: { id: r.data.order.id, style: 'watercolor' },
    });
    expect(await aiLedger(tdb.db, me.id)).toMatchObject([
      { amount: -AI_IMAGE_PRICE, reason: 'ai_image', refId: r.data.order.id },
    ]);
  });

  it('refuses a prompt the text rules refuse, with the reason, and charges nothing', async () => {
    const me = await member();
    const r = await generateImage(held, me.token, { prompt: '海报上写着刷 单 返 利' });
    expect([r.code, r.tip]).toEqual([4000, '画面描述包含违规词“刷单返利”，请修改后再试']);
    const links = await generateImage(held, me.token, { prompt: '画上 a.com b.com c.com' });
    expect([links.code, links.tip]).toEqual([4000, '画面描述中的链接不能超过2个']);
    await nothingWritten(me);
  });

  it('refuses an empty, a one-character or an over-long prompt, counted as a person counts', async () => {
    const me = await member();
    const tips = [];
    for (const prompt of ['', ' \u200B ', '猫', '猫'.repeat(AI_IMAGE_PROMPT_MAX + 1)])
      tips.push((await generateImage(held, me.token, { prompt })).tip);
    expect(tips).toEqual([
      '请输入画面描述',
      '请输入画面描述',
      '画面描述至少2个字',
      `画面描述最多${AI_IMAGE_PROMPT_MAX}个字`,
    ]);
    // 300 emoji are 600 UTF-16 units: still 300 characters, taken.
    const emoji = await generateImage(held, me.token, { prompt: '🐱'.repeat(AI_IMAGE_PROMPT_MAX) });
    expect(emoji.code, emoji.tip).toBe(200);
  });

  it('refuses an unknown style or size before looking further', async () => {
    const me = await member();
    const style = await generateImage(held, me.token, { style: 'sketch' });
    const size = await generateImage(held, me.token, { size: '4096x4096' });
    expect([style.code, style.tip, size.code, size.tip]).toEqual([
      4000,
      '请选择风格',
      4000,
      '请选择尺寸',
    ]);
    await nothingWritten(me);
  });

  it('answers 4010 when the diamonds do not cover it, writing nothing', async () => {
    const me = await member(AI_IMAGE_PRICE - 1);
    const r = await generateImage(held, me.token);
    expect([r.code, r.tip]).toEqual([4010, TIP_INSUFFICIENT_DIAMONDS]);
    await nothingWritten(me, AI_IMAGE_PRICE - 1);
  });

  it(`refuses a ${AI_IMAGE_OPEN_MAX + 1}th open order, and hiding one still being made`, async () => {
    const me = await member();
    const first = await generateImage(held, me.token);
    for (let i = 1; i < AI_IMAGE_OPEN_MAX; i += 1)
      expect((await generateImage(held, me.token)).code).toBe(200);
    const over = await generateImage(held, me.token);
    expect([over.code, over.tip]).toEqual([4000, TIP_AI_IMAGE_BUSY]);
    const hide = await held.call('txtToImg/hide', {
      token: me.token,
      body: { id: first.data.order.id },
    });
    expect([hide.code, hide.tip]).toEqual([4000, TIP_IMAGE_BUSY]);
    expect(await diamondBalance(tdb.db, me.id)).toBe(1000 - AI_IMAGE_OPEN_MAX * AI_IMAGE_PRICE);
  });

  it('needs a session', async () => {
    const r = await generateImage(held, '');
    expect(r.code).toBe(1000);
  });
});

describe('txtToImg/list', () => {
  it('pages the caller’s orders newest first and never shows or hides another’s', async () => {
    const me = await member();
    const other = await member();
    const ids: number[] = [];
    for (const style of ['anime', 'cyberpunk']) {
      held.clock.advance(60);
      ids.push((await generateImage(held, me.token, { style })).data.order.id);
    }
    const theirs = await generateImage(held, other.token);
    const page1 = await listOf(me.token, { page: 1, pageSize: 1 });
    const page2 = await listOf(me.token, { page: 2, pageSize: 1 });
    expect(page1.data).toMatchObject({ page: 1, pageSize: 1, total: 2 });
    expect([...page1.data.list, ...page2.data.list].map((o: { id: number }) => o.id)).toEqual(
      [...ids].reverse(),
    );
    expect(page1.data.list[0]).toMatchObject({ style: 'cyberpunk', prompt: '月光下的橘猫' });
    const mine = (await listOf(me.token)).data.list.map((o: { id: number }) => o.id);
    expect(mine).not.toContain(theirs.data.order.id);
    for (const id of [theirs.data.order.id, 999_999]) {
      const hide = await held.call('txtToImg/hide', { token: me.token, body: { id } });
      expect([hide.code, hide.tip]).toEqual([4040, TIP_IMAGE_NOT_FOUND]);
    }
  });
});

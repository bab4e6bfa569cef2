// The origin against the contract's shared value lists and limits (feedback categories and
// limits, message kinds, post states): it takes every listed value, and refuses any other with
// the schema's Chinese tip.
import { MESSAGE_KINDS } from '@/lib/domain/account/message-kinds';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_CONTENT_MIN,
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_MAX_IMAGES,
} from '@/lib/protocol/calls/account/user-center';
import { POST_STATUSES } from '@/lib/protocol/shapes/community';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { callForm, pngOf } from '../../test/account-fixtures';
import { createHarness, type Harness } from '../../test/harness';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';

let tdb: TestDb;
let h: Harness;

beforeAll(async () => {
  tdb = await openTestDb();
  h = await createHarness(tdb.db);
}, DB_HOOK_TIMEOUT_MS);
beforeEach(async () => {
  await tdb.reset();
  h.reset();
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb.close(), DB_HOOK_TIMEOUT_MS);

describe('feedback/add follows the shared category list and picture limit', () => {
  it('takes every category of the shared list and shows it back as the message title', async () => {
    const me = await h.guest();
    for (const category of FEEDBACK_CATEGORIES) {
      const sent = await callForm(
        h,
        'feedback/add',
        { category, content: '页面打不开了' },
        me.token,
      );
      expect(sent.code, category).toBe(200);
    }
    const mine = (await h.call('message/list', { token: me.token, body: { kind: 'feedback' } }))
      .data;
    expect(mine.list.map((m: { title: string }) => m.title).sort()).toEqual(
      [...FEEDBACK_CATEGORIES].sort(),
    );
  });

  it('refuses a category the shared list lacks, in Chinese, and stores nothing', async () => {
    const me = await h.guest();
    for (const category of ['闲聊', '', 'other', `${FEEDBACK_CATEGORIES[0]} `]) {
      const sent = await callForm(
        h,
        'feedback/add',
        { category, content: '页面打不开了' },
        me.token,
      );
      expect(sent.code, category).toBe(4000);
      expect(sent.tip).toBe('请选择问题类型');
    }
    const mine = (await h.call('message/list', { token: me.token, body: { kind: 'feedback' } }))
      .data;
    expect(mine.list).toEqual([]);
  });

  it('takes a description of FEEDBACK_CONTENT_MIN to FEEDBACK_CONTENT_MAX characters', async () => {
    const me = await h.guest();
    const send = (content: string) =>
      callForm(h, 'feedback/add', { category: FEEDBACK_CATEGORIES[0], content }, me.token);
    const short = await send('卡'.repeat(FEEDBACK_CONTENT_MIN - 1));
    expect(short.tip).toBe(`请至少描述${FEEDBACK_CONTENT_MIN}个字，方便我们定位问题`);
    expect((await send('卡'.repeat(FEEDBACK_CONTENT_MIN))).code).toBe(200);
    expect((await send('卡'.repeat(FEEDBACK_CONTENT_MAX))).code).toBe(200);
    expect((await send('卡'.repeat(FEEDBACK_CONTENT_MAX + 1))).code).toBe(4000);
  });

  it('refuses a picture over FEEDBACK_IMAGE_MAX_BYTES and stores none of the form', async () => {
    const me = await h.guest();
    const big = new Uint8Array(FEEDBACK_IMAGE_MAX_BYTES + 1);
    big.set(pngOf(64, 64));
    const sent = await callForm(
      h,
      'feedback/add',
      {
        category: FEEDBACK_CATEGORIES[0],
        content: '截图太大了传不上',
        image1: new Blob([pngOf(64, 64)]),
        image2: new Blob([big]),
      },
      me.token,
    );
    expect(sent.code).toBe(4000);
    expect(sent.tip).toMatch(/[\u4e00-\u9fff]/);
    const mine = (await h.call('message/list', { token: me.token, body: { kind: 'feedback' } }))
      .data;
    expect(mine.list).toEqual([]);
  });

  it('takes as many pictures as the shared limit allows', async () => {
    const me = await h.guest();
    const pictures = Object.fromEntries(
      Array.from({ length: FEEDBACK_MAX_IMAGES }, (_, i) => [
        `image${i + 1}`,
        new Blob([pngOf(64 + i, 64)]),
      ]),
    );
    const sent = await callForm(
      h,
      'feedback/add',
      { category: FEEDBACK_CATEGORIES[0], content: '图片都传上来了吗', ...pictures },
      me.token,
    );
    expect(sent.code).toBe(200);
    expect(sent.data.images).toHaveLength(FEEDBACK_MAX_IMAGES);
  });
});

describe('message/list follows the shared kinds', () => {
  it('takes every kind of MESSAGE_KINDS and refuses any other in Chinese', async () => {
    const me = await h.guest();
    for (const kind of MESSAGE_KINDS) {
      const r = await h.call('message/list', { token: me.token, body: { kind } });
      expect(r.code, kind).toBe(200);
    }
    const other = await h.call('message/list', { token: me.token, body: { kind: 'chat' } });
    expect(other.code).toBe(4000);
    expect(other.tip).toBe('消息类型 kind 需为 system、reply、follow、purchase 或 feedback');
  });
});

describe('post/mypublish follows the shared post states', () => {
  it('filters by every state of POST_STATUSES and refuses any other in Chinese', async () => {
    const me = await h.guest();
    for (const status of POST_STATUSES) {
      const r = await h.call('post/mypublish', { token: me.token, body: { status } });
      expect(r.code, status).toBe(200);
    }
    const other = await h.call('post/mypublish', { token: me.token, body: { status: 'draft' } });
    expect(other.code).toBe(4000);
    expect(other.tip).toBe('状态 status 格式不正确');
  });
});

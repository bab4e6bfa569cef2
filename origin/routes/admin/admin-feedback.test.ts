// The console's feedback inbox through the origin's real app: who may use it, the inbox's
// filters, a reply that reaches the writer's 消息 (and nobody else's), closing, and the audit row
// each change writes; a refused change writes none. Broadcasts: admin-broadcast.test.ts.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
  TIP_FEEDBACK_ALREADY_CLOSED,
  TIP_FEEDBACK_CLOSED,
  TIP_FEEDBACK_NOT_FOUND,
  TIP_FEEDBACK_REPLIED,
} from '@/lib/domain/admin/feedback';

import { auditLog } from '../../db/schema/admin';
import { callForm, pngOf } from '../../test/account-fixtures';
import { adminCall, adminLogin } from '../../test/admin-fixtures';
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
afterAll(() => tdb?.close(), DB_HOOK_TIMEOUT_MS);

const changes = async () =>
  (await tdb.db.select().from(auditLog).orderBy(auditLog.id)).filter(
    (r) => !r.action.startsWith('auth.'),
  );

async function sendFeedback(token: string, content: string, pictures = 0) {
  const form: Record<string, string | Blob> = { category: '播放问题', content };
  for (let i = 1; i <= pictures; i++) form[`image${i}`] = new Blob([pngOf(64 * i, 64)]);
  const sent = await callForm(h, 'feedback/add', form, token);
  expect(sent.code, sent.tip).toBe(200);
  return sent.data as { id: number; images: string[] };
}

const feedbackOf = async (token: string) =>
  (await h.call('message/list', { token, body: { kind: 'feedback' } })).data.list;
const unreadOf = async (token: string, kind: string) =>
  (await h.call('message/latest', { token })).data.kinds.find(
    (k: { kind: string }) => k.kind === kind,
  ).unread as number;

describe('who may use the feedback inbox', () => {
  it('refuses a user, the editor and finance roles, with no audit row', async () => {
    const user = await h.guest();
    const mine = await sendFeedback(user.token, '视频一直加载不出来');
    expect((await adminCall(h, 'feedback/list', { token: user.token })).code).toBe(1000);
    for (const name of ['editor1', 'finance1']) {
      const token = await adminLogin(h, name);
      for (const [call, body] of [
        ['feedback/list', {}],
        ['feedback/reply', { id: mine.id, reply: '收到' }],
        ['feedback/close', { id: mine.id }],
        ['message/broadcast', { audience: 'everyone', title: '通知', body: '内容' }],
      ] as const) {
        const r = await adminCall(h, call, { token, body });
        expect(r, `${name} ${call}`).toMatchObject({
          status: 403,
          code: 4030,
          tip: '没有权限执行此操作',
        });
      }
    }
    expect(await changes()).toEqual([]);
    for (const name of ['admin', 'moderator1']) {
      const token = await adminLogin(h, name);
      expect((await adminCall(h, 'feedback/list', { token })).data.total).toBe(1);
    }
  });
});

describe('the inbox', () => {
  it('lists newest first with pictures and the writer, and filters by status', async () => {
    const alice = await h.guest();
    const bob = await h.login('vip_normal');
    const first = await sendFeedback(alice.token, '第3集播放到一半卡住了', 2);
    h.clock.advance(60);
    const second = await sendFeedback(bob.token, '充值后余额没有变化');
    const token = await adminLogin(h, 'moderator1');
    const all = (await adminCall(h, 'feedback/list', { token })).data;
    expect(all.total).toBe(2);
    expect(all.imageLine).toMatch(/^https?:\/\//);
    expect(all.items.map((r: { id: number }) => r.id)).toEqual([second.id, first.id]);
    expect(all.items[1]).toMatchObject({
      userId: alice.id,
      userKind: 'guest',
      content: '第3集播放到一半卡住了',
      images: first.images,
      status: 'open',
      reply: null,
    });
    expect(all.items[0]).toMatchObject({ userId: bob.id, account: 'vip_normal', images: [] });

    await adminCall(h, 'feedback/reply', { token, body: { id: first.id, reply: '已修复' } });
    const ids = async (status: string) =>
      (await adminCall(h, 'feedback/list', { token, body: { status } })).data.items.map(
        (r: { id: number }) => r.id,
      );
    expect(await ids('open')).toEqual([second.id]);
    expect(await ids('replied')).toEqual([first.id]);
    expect(await ids('closed')).toEqual([]);
    await adminCall(h, 'feedback/close', { token, body: { id: first.id } });
    expect(await ids('replied')).toEqual([]);
    expect(await ids('closed')).toEqual([first.id]);
  });
});

describe('replying and closing', () => {
  it('a reply reaches the writer’s 消息 unread, and no one else’s', async () => {
    const alice = await h.guest();
    const bob = await h.guest();
    const mine = await sendFeedback(alice.token, '第3集播放到一半卡住了', 1);
    await sendFeedback(bob.token, '搜索结果不准确');
    expect(await unreadOf(alice.token, 'feedback')).toBe(0);
    h.clock.advance(60);
    const token = await adminLogin(h, 'moderator1');
    const r = await adminCall(h, 'feedback/reply', {
      token,
      body: { id: mine.id, reply: '  已修复，请刷新后重试  ' },
    });
    expect(r.code, r.tip).toBe(200);
    expect(r.data.item).toMatchObject({
      id: mine.id,
      status: 'replied',
      reply: '已修复，请刷新后重试',
    });

    expect(await unreadOf(alice.token, 'feedback')).toBe(1);
    expect(await feedbackOf(alice.token)).toEqual([
      expect.objectContaining({ images: mine.images, reply: '已修复，请刷新后重试', read: false }),
    ]);
    expect(await unreadOf(alice.token, 'feedback')).toBe(0);
    expect(await unreadOf(bob.token, 'feedback')).toBe(0);
    expect((await feedbackOf(bob.token))[0].reply).toBeUndefined();
    for (const kind of ['system', 'reply']) {
      const list = (await h.call('message/list', { token: alice.token, body: { kind } })).data;
      expect(list.list, kind).toEqual([]);
    }

    const [row] = await changes();
    expect(row).toMatchObject({
      action: 'feedback.reply',
      target: `feedback:${mine.id}`,
      before: { status: 'open', reply: null },
      after: { status: 'replied', reply: '已修复，请刷新后重试' },
    });
  });

  it('replies once, closes once, takes no reply when closed; refusals write nothing', async () => {
    const alice = await h.guest();
    const answered = await sendFeedback(alice.token, '第3集播放到一半卡住了');
    const silent = await sendFeedback(alice.token, '头像上传失败了啊');
    const token = await adminLogin(h, 'moderator1');
    const reply = (id: number, text: string) =>
      adminCall(h, 'feedback/reply', { token, body: { id, reply: text } });
    const close = (id: number) => adminCall(h, 'feedback/close', { token, body: { id } });

    expect((await reply(answered.id, '已修复')).code).toBe(200);
    expect(await reply(answered.id, '再说一次')).toMatchObject({ tip: TIP_FEEDBACK_REPLIED });
    const closed = await close(silent.id);
    expect(closed.data.item).toMatchObject({ status: 'closed', reply: null });
    expect(await reply(silent.id, '收到')).toMatchObject({ tip: TIP_FEEDBACK_CLOSED });
    expect(await close(silent.id)).toMatchObject({ tip: TIP_FEEDBACK_ALREADY_CLOSED });
    expect(await close(999_999)).toMatchObject({ code: 4040, tip: TIP_FEEDBACK_NOT_FOUND });
    expect((await close(answered.id)).data.item.status).toBe('closed');
    expect(await feedbackOf(alice.token)).toEqual(
      expect.arrayContaining([expect.objectContaining({ reply: '已修复' })]),
    );

    expect((await changes()).map((r) => [r.action, r.target, r.before, r.after])).toEqual([
      [
        'feedback.reply',
        `feedback:${answered.id}`,
        { status: 'open', reply: null },
        { status: 'replied', reply: '已修复' },
      ],
      [
        'feedback.close',
        `feedback:${silent.id}`,
        { status: 'open' },
        { status: 'closed', reply: null },
      ],
      [
        'feedback.close',
        `feedback:${answered.id}`,
        { status: 'replied' },
        { status: 'closed', reply: '已修复' },
      ],
    ]);
  });

  it('refuses bad input with a Chinese tip', async () => {
    const token = await adminLogin(h, 'moderator1');
    const tip = async (call: string, body: unknown) => {
      const r = await adminCall(h, call, { token, body });
      expect(r.status, JSON.stringify(body)).toBeLessThan(500);
      return r.tip;
    };
    expect(await tip('feedback/reply', { id: 1, reply: '   ' })).toBe('请填写回复内容');
    expect(await tip('feedback/reply', { id: 1, reply: '长'.repeat(501) })).toBe(
      '回复内容不能超过500个字',
    );
    expect(await tip('feedback/reply', { id: 'x', reply: '好' })).toBe('反馈编号不正确');
    expect(await tip('feedback/close', {})).toBe('反馈编号不正确');
    expect(await tip('feedback/list', { status: 'pending' })).toBe('请选择反馈状态');
    expect(await changes()).toEqual([]);
  });
});

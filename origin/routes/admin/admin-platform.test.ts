// The console's 运营配置 calls through the origin's real app: each change writes one audit row
// (before and after) and shows in what the H5 reads (ping/config, live, AI templates); a refused
// one (a user, the moderator or finance role, a replay, a bad source) writes none. Apps and tasks:
// admin-platform-welfare.test.ts.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { TIP_LIVE_SOURCE, TIP_THEME } from '@/lib/domain/admin/platform';
import { ADMIN_CALL_TABLE } from '@/lib/protocol/admin-call-table';
import { newNonce } from '@/lib/protocol/sign';

import { auditLog } from '../../db/schema/admin';
import { adminCall, adminLogin } from '../../test/admin-fixtures';
import { createHarness, type Harness } from '../../test/harness';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';

let tdb: TestDb;
let h: Harness;

beforeAll(async () => {
  tdb = await openTestDb();
  h = await createHarness(tdb.db, { config: { theme: 3 } });
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
const config = async () => (await h.call('ping/config', { method: 'GET' })).data;

const NOTICE = {
  title: '春节活动',
  content: '全站会员八折，活动至初七',
  popup: true,
  sort: 0,
  enabled: true,
};

describe('who may change the platform config', () => {
  it('refuses a user, the moderator and finance roles and a replay, with no audit row', async () => {
    const user = await h.guest();
    expect(
      (await adminCall(h, 'platform/announcement/save', { token: user.token, body: NOTICE })).code,
    ).toBe(1000);
    for (const name of ['moderator1', 'finance1']) {
      const token = await adminLogin(h, name);
      const save = await adminCall(h, 'platform/theme/set', { token, body: { value: 2 } });
      expect(save).toMatchObject({ status: 403, code: 4030, tip: '没有权限执行此操作' });
    }
    const editor = await adminLogin(h, 'editor1');
    const nonce = newNonce();
    const first = await adminCall(h, 'platform/theme/set', {
      token: editor,
      nonce,
      body: { value: 2 },
    });
    expect(first.code, first.tip).toBe(200);
    const again = await adminCall(h, 'platform/theme/set', {
      token: editor,
      nonce,
      body: { value: 5 },
    });
    expect(again).toMatchObject({ status: 401, code: 4001 });
    expect((await changes()).map((r) => r.after)).toEqual([{ theme: 2, label: '端午节' }]);
  });

  it('offers nothing for the strip orders and no way to create an AI template', () => {
    const paths = ADMIN_CALL_TABLE.map((c) => c.path);
    expect(paths.filter((p) => /strip/i.test(p))).toEqual([]);
    expect(paths.filter((p) => p.startsWith('platform/ai/'))).toEqual([
      'platform/ai/list',
      'platform/ai/save',
    ]);
  });
});

describe('announcements', () => {
  it('create, edit, switch off and delete, each audited and seen in ping/config', async () => {
    const token = await adminLogin(h, 'editor1');
    const made = await adminCall(h, 'platform/announcement/save', { token, body: NOTICE });
    expect(made.code, made.tip).toBe(200);
    const id = made.data.item.id;
    expect((await config()).announcement).toContainEqual({ id, ...pick(NOTICE) });
    const edited = { ...NOTICE, id, content: '会员七折' };
    expect((await adminCall(h, 'platform/announcement/save', { token, body: edited })).code).toBe(
      200,
    );
    expect((await config()).announcement).toContainEqual({ id, ...pick(edited) });
    const off = { ...edited, enabled: false };
    expect((await adminCall(h, 'platform/announcement/save', { token, body: off })).code).toBe(200);
    expect((await config()).announcement.map((a: { id: number }) => a.id)).not.toContain(id);
    const gone = await adminCall(h, 'platform/announcement/delete', { token, body: { id } });
    expect(gone.data).toEqual({ id });
    const rows = await changes();
    expect(rows.map((r) => [r.action, r.target])).toEqual([
      ['announcement.save', `announcement:${id}`],
      ['announcement.save', `announcement:${id}`],
      ['announcement.save', `announcement:${id}`],
      ['announcement.delete', `announcement:${id}`],
    ]);
    expect(rows[0]!.before).toBeNull();
    expect(rows[1]).toMatchObject({
      before: { content: NOTICE.content },
      after: { content: '会员七折' },
    });
    expect(rows[3]).toMatchObject({ before: { enabled: false }, after: null });
  });

  it('refuses an empty title with its tip, and an unknown id, with no audit row', async () => {
    const token = await adminLogin(h);
    const empty = await adminCall(h, 'platform/announcement/save', {
      token,
      body: { ...NOTICE, title: '  ' },
    });
    expect(empty).toMatchObject({ code: 4000, tip: '请填写公告标题' });
    const missing = await adminCall(h, 'platform/announcement/delete', {
      token,
      body: { id: 99999 },
    });
    expect(missing).toMatchObject({ code: 4040, tip: '该条目不存在或已删除' });
    expect(await changes()).toEqual([]);
  });
});

function pick(n: typeof NOTICE) {
  return { title: n.title, content: n.content, popup: n.popup };
}

describe('the seasonal theme', () => {
  it('is the env value until an operator picks one; ping/config sends the pick', async () => {
    const token = await adminLogin(h, 'editor1');
    expect((await config()).theme).toBe(3);
    const state = await adminCall(h, 'platform/theme/get', { token });
    expect(state.data).toMatchObject({ current: 3, fallback: 3, saved: false });
    expect(state.data.themes[6]).toEqual({ value: 7, label: '春节' });
    const set = await adminCall(h, 'platform/theme/set', { token, body: { value: 7 } });
    expect(set.data).toMatchObject({ current: 7, fallback: 3, saved: true });
    expect((await config()).theme).toBe(7);
    const [row] = await changes();
    expect(row).toMatchObject({
      action: 'theme.set',
      target: 'config:theme',
      before: { theme: 3, label: '中秋国庆' },
      after: { theme: 7, label: '春节' },
    });
  });

  it('refuses a theme the app does not know', async () => {
    const token = await adminLogin(h);
    for (const value of [0, 9, 'spring'])
      expect(await adminCall(h, 'platform/theme/set', { token, body: { value } })).toMatchObject({
        code: 4000,
        tip: TIP_THEME,
      });
    expect(await changes()).toEqual([]);
  });
});

describe('live channels', () => {
  const CHANNEL = {
    name: '新闻直播间',
    categoryId: 1,
    clip: 'clip-3',
    cover: '/covers/c-05.jpg',
    programme: '整点新闻',
    baseViewers: 1000,
    featured: false,
    sort: 0,
    enabled: true,
  };
  const guide = async () =>
    (await h.call('live/recommended', { body: { id: 0, pageSize: 50 } })).data.list.map(
      (c: { name: string }) => c.name,
    );

  it('refuses a source that is not one of the origin clips, with the reason', async () => {
    const token = await adminLogin(h, 'editor1');
    const list = await adminCall(h, 'platform/live/list', { token });
    expect(list.data.sources.map((s: { value: string }) => s.value)).not.toContain('short-1');
    for (const clip of ['short-1', 'https://evil.example/live.m3u8', 'clip-99', '../clip-1']) {
      const r = await adminCall(h, 'platform/live/save', { token, body: { ...CHANNEL, clip } });
      expect(r, clip).toMatchObject({ code: 4000, tip: TIP_LIVE_SOURCE });
    }
    const category = await adminCall(h, 'platform/live/save', {
      token,
      body: { ...CHANNEL, categoryId: 999 },
    });
    expect(category).toMatchObject({ code: 4000, tip: '直播分类不存在，请重新选择' });
    expect(await changes()).toEqual([]);
  });

  it('adds a channel to the guide, takes it off air and deletes it, audited', async () => {
    const token = await adminLogin(h, 'editor1');
    const made = await adminCall(h, 'platform/live/save', { token, body: CHANNEL });
    expect(made.code, made.tip).toBe(200);
    const id = made.data.item.id;
    expect(await guide()).toContain('新闻直播间');
    const off = { ...CHANNEL, id, enabled: false };
    expect((await adminCall(h, 'platform/live/save', { token, body: off })).code).toBe(200);
    expect(await guide()).not.toContain('新闻直播间');
    expect((await adminCall(h, 'platform/live/delete', { token, body: { id } })).code).toBe(200);
    const rows = await changes();
    expect(rows.map((r) => r.action)).toEqual(['live.save', 'live.save', 'live.delete']);
    expect(rows[1]).toMatchObject({ before: { enabled: true }, after: { enabled: false } });
  });
});

describe('AI templates', () => {
  it('edits name and price, switches one off; aiTemplate/list follows', async () => {
    const token = await adminLogin(h, 'editor1');
    const [first] = (await adminCall(h, 'platform/ai/list', { token })).data.items;
    const body = { id: first.id, title: '古风写真', price: 30, position: 0, enabled: true };
    const saved = await adminCall(h, 'platform/ai/save', { token, body });
    expect(saved.data.item).toMatchObject({ title: '古风写真', price: 30 });
    const user = await h.guest();
    const shown = async () =>
      (await h.call('aiTemplate/list', { token: user.token, body: { pageSize: 50 } })).data.list;
    expect(await shown()).toContainEqual(expect.objectContaining({ id: first.id, price: 30 }));
    await adminCall(h, 'platform/ai/save', { token, body: { ...body, enabled: false } });
    expect((await shown()).map((t: { id: number }) => t.id)).not.toContain(first.id);
    const rows = await changes();
    expect(rows[0]).toMatchObject({
      action: 'aiTemplate.save',
      before: { price: first.price },
      after: { price: 30 },
    });
    const bad = await adminCall(h, 'platform/ai/save', { token, body: { ...body, price: -1 } });
    expect(bad.code).toBe(4000);
    expect(await changes()).toHaveLength(2);
  });
});

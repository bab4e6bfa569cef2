// 应用推荐 at the origin, through the app: the seeded apps in the operator's order, a page at a
// time, and a tap counted (with the caller when there is one) before the link is answered.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { TIP_APP_NOT_FOUND } from '@/lib/domain/welfare/welfare';

import { appClicks, apps } from '../../db/schema/welfare';
import { createHarness, TEST_START_MS, type Harness } from '../../test/harness';
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
afterAll(() => tdb.close(), DB_HOOK_TIMEOUT_MS);

const NAMES = ['影视社区极速版', '漫画天堂', '短剧大全', '小说阅读', '直播助手', '音乐随身听'];

const names = (list: { name: string }[]) => list.map((a) => a.name);
const clicksOf = async (id: number) =>
  (await tdb.db.select().from(apps).where(eq(apps.id, id)))[0]!.clickCount;

describe('apps/list and apps/page', () => {
  it('list the enabled apps in the operator’s order, to anyone', async () => {
    const r = await h.call('apps/list');
    expect(r.code, r.tip).toBe(200);
    expect(names(r.data.list)).toEqual(NAMES);
    expect(r.data.list[0]).toEqual({
      id: expect.any(Number),
      name: '影视社区极速版',
      icon: '/icons/app-1.png',
      description: '省流量更流畅，新片抢先看',
      url: 'http://localhost:4000/apps/lite',
    });
    // The operator moves the last one first and withdraws the second.
    const [first, second, , , , last] = r.data.list;
    await tdb.db.update(apps).set({ sort: 0 }).where(eq(apps.id, last.id));
    await tdb.db.update(apps).set({ enabled: false }).where(eq(apps.id, second.id));
    const { token } = await h.guest();
    const after = (await h.call('apps/list', { token })).data.list;
    expect(names(after)).toEqual([last.name, first.name, ...NAMES.slice(2, 5)]);
  });

  it('page them', async () => {
    const one = await h.call('apps/page', { body: { page: 1, pageSize: 4 } });
    expect(one.data).toMatchObject({ page: 1, pageSize: 4, total: 6 });
    expect(names(one.data.list)).toEqual(NAMES.slice(0, 4));
    const two = await h.call('apps/page', { body: { page: 2, pageSize: 4 } });
    expect(names(two.data.list)).toEqual(NAMES.slice(4));
    expect((await h.call('apps/page', { body: {} })).data).toMatchObject({ pageSize: 10 });
    expect((await h.call('apps/page', { body: { pageSize: 0 } })).code).toBe(4000);
  });
});

describe('apps/click', () => {
  it('counts each tap with the caller and their address, and answers the link', async () => {
    const [app] = (await h.call('apps/list')).data.list;
    const me = await h.guest();
    const r = await h.call('apps/click', {
      token: me.token,
      body: { id: app.id },
      ip: '203.0.113.9',
    });
    expect(r.code, r.tip).toBe(200);
    expect(r.data).toEqual({ id: app.id, url: 'http://localhost:4000/apps/lite' });
    // Without a session too: the click has no user then.
    expect((await h.call('apps/click', { body: { id: app.id } })).data.url).toBe(app.url);
    expect(await clicksOf(app.id)).toBe(2);
    const rows = await tdb.db.select().from(appClicks).orderBy(appClicks.id);
    expect(rows).toMatchObject([
      { appId: app.id, userId: me.id, ip: '203.0.113.9', createdAt: new Date(TEST_START_MS) },
      { appId: app.id, userId: null },
    ]);
  });

  it('refuses an unknown or withdrawn app with 4040 and counts nothing', async () => {
    const [app] = (await h.call('apps/list')).data.list;
    const unknown = await h.call('apps/click', { body: { id: 999_999 } });
    expect([unknown.code, unknown.tip]).toEqual([4040, TIP_APP_NOT_FOUND]);
    await tdb.db.update(apps).set({ enabled: false }).where(eq(apps.id, app.id));
    const withdrawn = await h.call('apps/click', { body: { id: app.id } });
    expect([withdrawn.code, withdrawn.tip]).toEqual([4040, TIP_APP_NOT_FOUND]);
    expect(await clicksOf(app.id)).toBe(0);
    expect(await tdb.db.select().from(appClicks)).toEqual([]);
    expect((await h.call('apps/click', { body: { id: 'x' } })).tip).toBe('应用ID格式不正确');
  });
});

describe('the seeded apps’ pages', () => {
  it('every seeded app link answers 200 at the origin, with the app’s own page', async () => {
    const { list } = (await h.call('apps/list')).data as {
      list: { id: number; name: string; description: string; url: string }[];
    };
    expect(list).toHaveLength(NAMES.length);
    for (const app of list) {
      const url = new URL(app.url);
      // The origin as browsers reach it: the link opens in the phone's browser.
      expect(url.origin).toBe(h.config.publicUrl);
      const page = await h.app.request(url.pathname + url.search);
      expect(page.status, app.url).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await page.text();
      expect(html).toContain(app.name);
      expect(html).toContain(app.description);
      // The tap answers the same link.
      expect((await h.call('apps/click', { body: { id: app.id } })).data.url).toBe(app.url);
    }
  });

  it('answers 404 with a clear page for an app that is unknown or withdrawn', async () => {
    const [app] = (await h.call('apps/list')).data.list;
    await tdb.db.update(apps).set({ enabled: false }).where(eq(apps.id, app.id));
    for (const path of [new URL(app.url).pathname, '/apps/nothing-here']) {
      const page = await h.app.request(path);
      expect(page.status).toBe(404);
      expect(await page.text()).toContain(TIP_APP_NOT_FOUND);
    }
  });
});

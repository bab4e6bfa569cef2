// The console's home and ad calls through the origin's real app: each change shows where the H5
// reads it (media/home, ping/config) with its audit row; a refusal (a stale version, a bad link,
// the wrong role) changes nothing and writes no audit row.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
  TIP_LINK_NOWHERE,
  TIP_LINK_REFUSED,
  TIP_STALE_AD,
  TIP_STALE_SECTION,
  TIP_STALE_TAB,
} from '@/lib/domain/admin/home-config';
import { decodeImage } from '@/lib/domain/platform/image-codec';

import { auditLog } from '../../db/schema/admin';
import { adminCall, adminLogin } from '../../test/admin-fixtures';
import {
  createCommunityHarness,
  fileOf,
  formOf,
  type CommunityHarness,
} from '../../test/community-fixtures';
import { realJpeg } from '../../test/picture-fixtures';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';

let tdb: TestDb;
let h: CommunityHarness;

beforeAll(async () => {
  tdb = await openTestDb();
  h = await createCommunityHarness(tdb.db);
}, DB_HOOK_TIMEOUT_MS);
beforeEach(async () => {
  await tdb.reset();
  h.reset();
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb?.close(), DB_HOOK_TIMEOUT_MS);

const auditRows = async () =>
  (await tdb.db.select().from(auditLog).orderBy(auditLog.id)).filter(
    (r) => r.action.startsWith('home.') || r.action.startsWith('ad.'),
  );

type Section = { id: number; name: string; version: number; [k: string]: unknown };

async function firstTab(token: string) {
  const r = await adminCall(h, 'home/layout', { token, body: { area: 'home' } });
  expect(r.code, r.tip).toBe(200);
  return r.data.tabs[0] as { id: number; version: number; sections: Section[] };
}

/** A section as the editor sends it back: its fields with id and version. */
const asInput = ({
  id,
  version,
  name,
  layout,
  size,
  kind,
  refId,
  feedOrder,
  showMore,
}: Section) => ({
  id,
  version,
  name,
  layout,
  size,
  kind,
  refId,
  feedOrder,
  showMore,
});

async function homeAsGuest() {
  const { token } = await h.guest();
  const r = await h.call('media/home', { token, body: { area: 'home' } });
  expect(r.code).toBe(200);
  return r.data as { tabs: { id: number }[]; sections: { id: number; name: string }[] };
}

async function uploadPicture(token: string) {
  const form = formOf({}, fileOf(realJpeg(4096), 'banner.jpg'));
  return adminCall(h, 'home/ad/picture', { token, form });
}

describe('home sections', () => {
  it('publishes a tab’s sections: edited, reordered, added and removed, each audited', async () => {
    const token = await adminLogin(h, 'editor1');
    const tab = await firstTab(token);
    const [a, b, ...rest] = tab.sections;
    const c = rest.pop();
    const sections = [
      { ...asInput(b!), name: '今日精选' },
      asInput(a!),
      ...rest.map(asInput),
      { name: '新栏目', layout: 'grid2', size: 4, kind: 'published', feedOrder: 'new' },
    ];
    const removed = [{ id: c!.id, version: c!.version }];
    const r = await adminCall(h, 'home/publish', {
      token,
      body: { tabId: tab.id, sections, removed },
    });
    expect(r.code, r.tip).toBe(200);

    const names = r.data.tab.sections.map((s: Section) => s.name);
    expect(names).toEqual(['今日精选', a!.name, ...rest.map((s) => s.name), '新栏目']);
    const home = await homeAsGuest();
    expect(home.sections.map((s) => s.name)).toEqual(names);

    // b renamed and moved, a moved, the last removed, one added; the rest kept place and version.
    const rows = await auditRows();
    const kinds = rows.map((row) => `${row.action} ${row.target}`).sort();
    const added = r.data.tab.sections.at(-1) as Section;
    expect(kinds).toEqual(
      [
        `home.section.delete home_section:${c!.id}`,
        `home.section.save home_section:${a!.id}`,
        `home.section.save home_section:${b!.id}`,
        `home.section.save home_section:${added.id}`,
      ].sort(),
    );
    const renamed = rows.find((row) => row.target === `home_section:${b!.id}`)!;
    expect(renamed.before).toMatchObject({ name: b!.name, version: b!.version });
    expect(renamed.after).toMatchObject({ name: '今日精选', version: b!.version + 1 });
  });

  it('refuses the second of two editors saving the same section on the same version', async () => {
    const first = await adminLogin(h, 'editor1');
    const second = await adminLogin(h, 'admin');
    const tab = await firstTab(first);
    const read = tab.sections.map(asInput);

    const mine = read.map((s, i) => (i === 0 ? { ...s, name: '甲的栏目' } : s));
    const ok = await adminCall(h, 'home/publish', {
      token: first,
      body: { tabId: tab.id, sections: mine },
    });
    expect(ok.code, ok.tip).toBe(200);
    const auditsAfterFirst = (await auditRows()).length;

    const theirs = read.map((s, i) => (i === 0 ? { ...s, name: '乙的栏目', size: 9 } : s));
    const late = await adminCall(h, 'home/publish', {
      token: second,
      body: { tabId: tab.id, sections: theirs },
    });
    expect(late).toMatchObject({ status: 409, code: 4090, tip: TIP_STALE_SECTION });

    // The first editor's change stands; the refused one wrote nothing.
    expect((await homeAsGuest()).sections[0]!.name).toBe('甲的栏目');
    expect(await auditRows()).toHaveLength(auditsAfterFirst);

    // Read again, the second editor saves on the new version.
    const fresh = (await firstTab(second)).sections.map(asInput);
    const again = await adminCall(h, 'home/publish', {
      token: second,
      body: { tabId: tab.id, sections: fresh.map((s, i) => (i === 0 ? { ...s, size: 9 } : s)) },
    });
    expect(again.code, again.tip).toBe(200);
    expect(again.data.tab.sections[0]).toMatchObject({ name: '甲的栏目', size: 9 });
  });

  it('previews the covers each pending section’s feed would show, as media/home does', async () => {
    const token = await adminLogin(h, 'editor1');
    const tab = await firstTab(token);
    const { token: guest } = await h.guest();
    const home = await h.call('media/home', { token: guest, body: { area: 'home' } });
    const r = await adminCall(h, 'home/preview', {
      token,
      body: {
        sections: tab.sections.map(({ kind, refId, feedOrder, size }) => ({
          kind,
          refId,
          feedOrder,
          size,
        })),
      },
    });
    expect(r.code, r.tip).toBe(200);
    const ids = (list: { id: number }[][]) => list.map((cards) => cards.map((c) => c.id));
    expect(ids(r.data.sections)).toEqual(
      ids(home.data.sections.map((s: { videos: { id: number }[] }) => s.videos)),
    );
    expect(r.data.sections[0][0].cover).toMatch(/\.(?:jpe?g|png|webp)$/);
    expect(await auditRows()).toEqual([]);
  });

  it('creates, edits and deletes a tab, refusing a stale edit', async () => {
    const token = await adminLogin(h, 'editor1');
    const made = await adminCall(h, 'home/tab/save', {
      token,
      body: { area: 'home', name: '动作', kind: 'published', feedOrder: 'hot', sort: 0 },
    });
    expect(made.code, made.tip).toBe(200);
    const tab = made.data.tab as { id: number; version: number };
    expect((await homeAsGuest()).tabs[0]!.id).toBe(tab.id);

    const edit = {
      id: tab.id,
      version: tab.version,
      area: 'home',
      name: '动作片',
      kind: 'published',
    };
    expect((await adminCall(h, 'home/tab/save', { token, body: edit })).code).toBe(200);
    const stale = await adminCall(h, 'home/tab/save', { token, body: { ...edit, name: '旧名' } });
    expect(stale).toMatchObject({ code: 4090, tip: TIP_STALE_TAB });
    expect(
      (await adminCall(h, 'home/tab/delete', { token, body: { id: tab.id, version: 1 } })).code,
    ).toBe(4090);
    const gone = await adminCall(h, 'home/tab/delete', { token, body: { id: tab.id, version: 2 } });
    expect(gone.code, gone.tip).toBe(200);
    expect((await homeAsGuest()).tabs.map((t) => t.id)).not.toContain(tab.id);
    expect((await auditRows()).map((r) => r.action)).toEqual([
      'home.tab.save',
      'home.tab.save',
      'home.tab.delete',
    ]);
  });
});

type ConfigAd = { id: number; position: number; title: string; cover: string; href?: string };

async function configAds(): Promise<ConfigAd[]> {
  const r = await h.call('ping/config', { method: 'GET' });
  return r.data.advertise as ConfigAd[];
}

describe('ads and banners', () => {
  it('saves a banner with an uploaded picture; the app’s config carries it, audited', async () => {
    const token = await adminLogin(h, 'editor1');
    const picture = await uploadPicture(token);
    expect(picture.code, picture.tip).toBe(200);
    const cover = picture.data.cover as string;
    expect(cover).toMatch(/^\/u\/[A-Za-z0-9_-]+\.jpg$/);
    // Stored obfuscated on the IMAGE line, as a cover is; it decodes to a JPEG.
    const served = await h.app.request(`/cdn/img${cover}`);
    expect(served.status).toBe(200);
    const bytes = new Uint8Array(await served.arrayBuffer());
    expect([...decodeImage(bytes).subarray(0, 2)]).toEqual([0xff, 0xd8]);

    const body = {
      position: 2,
      title: '新春大片',
      cover,
      link: 'video?id=10001',
      linkField: 'href',
      sort: 0,
      enabled: true,
    };
    const r = await adminCall(h, 'home/ad/save', { token, body });
    expect(r.code, r.tip).toBe(200);
    const ad = r.data.ad as { id: number; version: number };
    expect(await configAds()).toContainEqual(
      expect.objectContaining({
        id: ad.id,
        position: 2,
        title: '新春大片',
        cover,
        href: 'video?id=10001',
      }),
    );

    const edit = { ...body, id: ad.id, version: ad.version, title: '元宵大片' };
    expect((await adminCall(h, 'home/ad/save', { token, body: edit })).code).toBe(200);
    const stale = await adminCall(h, 'home/ad/save', { token, body: { ...edit, title: '旧' } });
    expect(stale).toMatchObject({ code: 4090, tip: TIP_STALE_AD });
    expect((await configAds()).find((a) => a.id === ad.id)!.title).toBe('元宵大片');

    const off = { ...edit, version: ad.version + 1, enabled: false };
    expect((await adminCall(h, 'home/ad/save', { token, body: off })).code).toBe(200);
    expect((await configAds()).map((a) => a.id)).not.toContain(ad.id);
    const del = await adminCall(h, 'home/ad/delete', {
      token,
      body: { id: ad.id, version: ad.version + 2 },
    });
    expect(del.code, del.tip).toBe(200);

    const rows = await auditRows();
    expect(rows.map((row) => row.action)).toEqual(['ad.save', 'ad.save', 'ad.save', 'ad.delete']);
    expect(rows[1]!.before).toMatchObject({ title: '新春大片' });
    expect(rows[1]!.after).toMatchObject({ title: '元宵大片' });
  });

  it.each([
    ['javascript:alert(1)', TIP_LINK_REFUSED],
    ['http://user:pw@example.com/', TIP_LINK_REFUSED],
    ['https://exa mple.com/', TIP_LINK_REFUSED],
    ['/video', TIP_LINK_NOWHERE],
    ['post_details', TIP_LINK_NOWHERE],
    ['   ', '请填写跳转链接'],
  ])('refuses the link %j with its reason, saving nothing', async (link, tip) => {
    const token = await adminLogin(h, 'editor1');
    const before = await configAds();
    const body = { position: 2, title: '坏链接', cover: '/ads/ad-1.jpg', link, linkField: 'href' };
    const r = await adminCall(h, 'home/ad/save', { token, body });
    expect(r).toMatchObject({ code: 4000, tip });
    expect(await configAds()).toEqual(before);
    expect(await auditRows()).toEqual([]);
  });

  it('refuses a file that is not a picture', async () => {
    const token = await adminLogin(h, 'editor1');
    const form = formOf({}, fileOf(new TextEncoder().encode('not a picture'), 'x.jpg'));
    const r = await adminCall(h, 'home/ad/picture', { token, form });
    expect(r.code).toBe(4000);
    expect(r.tip).toMatch(/[\u4e00-\u9fff]/);
  });

  it('refuses the moderator and finance roles without an audit row', async () => {
    for (const name of ['moderator1', 'finance1']) {
      const token = await adminLogin(h, name);
      const body = { position: 2, title: '越权', cover: '/ads/ad-1.jpg', link: '/mine/vip' };
      expect(await adminCall(h, 'home/ad/save', { token, body })).toMatchObject({ code: 4030 });
    }
    expect(await auditRows()).toEqual([]);
  });
});

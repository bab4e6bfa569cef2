// ping/announcement, ping/check, ping/config, ping/contact, login/official, custom/getEndpoint, ad/click.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { DOMAIN_TYPES } from '@/lib/domain/platform/domains';
import { AD_LINK_FIELDS, adLink } from '@/lib/domain/platform/links';

import { adClicks, ads } from '../../db/schema/platform';
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

describe('ping/config', () => {
  it('has every field of the §3 server config plus version and the encryption flags', async () => {
    const r = await h.call('ping/config', { method: 'GET' });
    expect(r.code).toBe(200);
    for (const field of [
      'communityCategory',
      'floatingWindow',
      'aiFloatingWindow',
      'domain',
      'adsType',
      'statConfigApp',
      'announcement',
      'advertise',
      'theme',
      'version',
      'start_encrypt_http',
      'start_encrypt_m3u8',
    ]) {
      expect(r.data, field).toHaveProperty(field);
    }
    expect(r.data).toMatchObject({
      version: '1.0.0',
      theme: 1,
      start_encrypt_http: true,
      start_encrypt_m3u8: true,
    });
    expect(r.data.communityCategory.length).toBeGreaterThan(0);
    expect(r.data.floatingWindow).toMatchObject({ enabled: true });
    expect(r.data.aiFloatingWindow).toMatchObject({ link: '/ai/generate' });
    expect(r.data.adsType.coverField).toBe('cover');
    expect(r.data.announcement.length).toBeGreaterThan(0);
  });

  it('never carries a key', async () => {
    const text = JSON.stringify((await h.call('ping/config', { method: 'GET' })).data);
    for (const secret of [
      h.config.signKey,
      ...h.config.keyVersions.flatMap((k) => [k.requestKey, k.responseKey]),
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('lists all seven domain types on this origin’s /cdn paths, two lines for IMAGE and VID', async () => {
    const { domain } = (await h.call('ping/config', { method: 'GET' })).data;
    expect(domain.map((d: { type: string }) => d.type)).toEqual([...DOMAIN_TYPES]);
    const byType = Object.fromEntries(
      domain.map((d: { type: string; urls: string[] }) => [d.type, d.urls]),
    );
    expect(byType.IMAGE).toEqual([
      'http://localhost:4000/cdn/img',
      'http://127.0.0.1:4000/cdn/img',
    ]);
    expect(byType.VID).toEqual(['http://localhost:4000/cdn/vid', 'http://127.0.0.1:4000/cdn/vid']);
    for (const urls of Object.values(byType) as string[][]) {
      for (const url of urls)
        expect(url).toMatch(/^http:\/\/(localhost|127\.0\.0\.1):4000\/cdn\/[a-z0-9]+$/);
    }
  });

  it('uses ORIGIN_PUBLIC_URL, its mirrors and THEME', async () => {
    const other = await createHarness(tdb.db, {
      config: {
        publicUrl: 'https://cdn.example.com',
        cdnMirrors: ['https://cdn2.example.com'],
        theme: 7,
      },
    });
    const r = await other.call('ping/config', { method: 'GET' });
    expect(r.data.theme).toBe(7);
    const image = r.data.domain.find((d: { type: string }) => d.type === 'IMAGE');
    expect(image.urls).toEqual([
      'https://cdn.example.com/cdn/img',
      'https://cdn2.example.com/cdn/img',
    ]);
  });

  it('has advertise items for positions 1–13 and 40, each with a link field or only an id', async () => {
    const { advertise } = (await h.call('ping/config', { method: 'GET' })).data;
    const positions = new Set(advertise.map((a: { position: number }) => a.position));
    expect([...positions].sort((a, b) => (a as number) - (b as number))).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 40,
    ]);
    const fields = new Set<string>();
    let idOnly = 0;
    for (const item of advertise) {
      expect(item.cover).toMatch(/^\/ads\/ad-\d+\.jpg$/);
      expect(item.title).toMatch(/[\u4e00-\u9fff]/);
      const link = adLink(item);
      if (link === null) idOnly++;
      for (const f of AD_LINK_FIELDS) if (f in item) fields.add(f);
    }
    expect(idOnly).toBeGreaterThan(0);
    // The seed shows every field the client reads (the one list in lib/domain/platform/links.ts).
    expect([...fields].sort()).toEqual([...AD_LINK_FIELDS].sort());
  });

  it('has statConfigApp list and nineList items with locIds', async () => {
    const { statConfigApp } = (await h.call('ping/config', { method: 'GET' })).data;
    expect(statConfigApp.list.length).toBeGreaterThan(0);
    expect(statConfigApp.nineList.length).toBe(9);
    for (const item of [...statConfigApp.list, ...statConfigApp.nineList]) {
      expect(Array.isArray(item.locIds)).toBe(true);
    }
  });
});

describe('the other ping and login info calls', () => {
  it('ping/announcement lists the announcements', async () => {
    const r = await h.call('ping/announcement');
    expect(r.data.list).toHaveLength(3);
    expect(r.data.list[0]).toMatchObject({ id: 1, title: '欢迎来到影视社区', popup: true });
  });

  it('ping/check answers ok with the server clock', async () => {
    const r = await h.call('ping/check', { method: 'GET' });
    expect(r.data).toEqual({
      ok: true,
      serverTime: Math.floor(h.clock.ms / 1000),
      version: '1.0.0',
    });
  });

  it('ping/contact lists customer service and groups', async () => {
    const r = await h.call('ping/contact', { method: 'GET' });
    expect(r.data.onlineService[0]).toMatchObject({ name: '在线客服' });
    expect(r.data.groups.length).toBeGreaterThan(0);
  });

  it('login/official answers the official info', async () => {
    const r = await h.call('login/official');
    expect(r.data).toMatchObject({ name: '影视社区', appVersion: '2.1.1', forceUpdate: false });
  });

  it('custom/getEndpoint answers the API and share lines', async () => {
    const r = await h.call('custom/getEndpoint');
    expect(r.data).toEqual({
      list: [
        { type: 'API', urls: ['http://localhost:4000/cdn/api'] },
        { type: 'H5SHAREURL', urls: ['http://localhost:4000/cdn/share'] },
      ],
      api: 'http://localhost:4000/cdn/api',
    });
  });
});

describe('ad/click', () => {
  it('answers the link of an id-only ad and records the click', async () => {
    const { token, id: userId } = await h.guest();
    const { advertise } = (await h.call('ping/config', { method: 'GET', token })).data;
    const idOnly = advertise.find((a: Record<string, unknown>) => adLink(a) === null);
    const r = await h.call('ad/click', { token, body: { id: idOnly.id }, ip: '192.0.2.5' });
    expect(r.code).toBe(200);
    expect(r.data).toEqual({ id: idOnly.id, link: expect.stringMatching(/^\//) });
    const clicks = await tdb.db.select().from(adClicks).where(eq(adClicks.adId, idOnly.id));
    expect(clicks).toHaveLength(1);
    expect(clicks[0]).toMatchObject({ userId, ip: '192.0.2.5' });
    const [row] = await tdb.db.select().from(ads).where(eq(ads.id, idOnly.id));
    expect(row?.clickCount).toBe(1);
  });

  it('answers 4040 for an unknown or disabled ad, 4000 for a malformed id', async () => {
    const { token } = await h.guest();
    const unknown = await h.call('ad/click', { token, body: { id: 99999 } });
    expect(unknown.status).toBe(404);
    expect(unknown.raw).toEqual({
      code: 4040,
      data: null,
      tip: '广告不存在或已下线',
      msg: 'not_found',
    });
    await tdb.db.update(ads).set({ enabled: false }).where(eq(ads.id, 1));
    expect((await h.call('ad/click', { token, body: { id: 1 } })).code).toBe(4040);
    expect((await h.call('ad/click', { token, body: { id: 'x' } })).code).toBe(4000);
  });
});

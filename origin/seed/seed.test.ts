// The seed: deterministic, only on an empty database unless reset, all the users the issue names.
import { asc, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { abbreviateCount } from '@/lib/domain/platform/format';

import {
  collections,
  homeSections,
  homeTabs,
  hotSearches,
  tags,
  topics,
  videos,
  videoTags,
  watchHistory,
} from '../db/schema/media';
import { operators } from '../db/schema/admin';
import { ads, announcements, appConfig } from '../db/schema/platform';
import { users, userVips } from '../db/schema/users';
import { purchases, walletLedger, wallets } from '../db/schema/wallet';
import { verifyPassword } from '../services/account/passwords';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../test/test-db';
import { CLIPS } from '../services/video/media-library';
import { isEmpty, seedDatabase } from './seed';
import { FAN_COUNT, UPLOADER_COUNT } from './seed-community';
import { seedCatalogue } from './seed-media';
import { SEED_PASSWORD } from './seed-users';

let tdb: TestDb;

beforeAll(async () => {
  tdb = await openTestDb({ seed: false });
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb.close(), DB_HOOK_TIMEOUT_MS);

async function snapshot() {
  return {
    users: await tdb.db.select().from(users).orderBy(asc(users.id)),
    vips: await tdb.db.select().from(userVips).orderBy(asc(userVips.userId)),
    config: await tdb.db.select().from(appConfig).orderBy(asc(appConfig.key)),
    ads: await tdb.db.select().from(ads).orderBy(asc(ads.id)),
    announcements: await tdb.db.select().from(announcements).orderBy(asc(announcements.id)),
    videos: await tdb.db.select().from(videos).orderBy(asc(videos.id)),
    videoTags: await tdb.db
      .select()
      .from(videoTags)
      .orderBy(asc(videoTags.videoId), asc(videoTags.tagId)),
    sections: await tdb.db.select().from(homeSections).orderBy(asc(homeSections.id)),
    wallets: await tdb.db.select().from(wallets).orderBy(asc(wallets.userId)),
    ledger: await tdb.db
      .select({
        userId: walletLedger.userId,
        amount: walletLedger.amount,
        balanceAfter: walletLedger.balanceAfter,
        createdAt: walletLedger.createdAt,
      })
      .from(walletLedger)
      .orderBy(asc(walletLedger.id)),
    history: await tdb.db.select().from(watchHistory).orderBy(asc(watchHistory.videoId)),
  };
}

describe('seedDatabase', () => {
  it('seeds an empty database once', async () => {
    expect(await isEmpty(tdb.db)).toBe(true);
    expect(await seedDatabase(tdb.db)).toBe(true);
    expect(await isEmpty(tdb.db)).toBe(false);
    expect(await seedDatabase(tdb.db)).toBe(false);
  });

  it('writes the guest, the demo account, one user per VIP tier and an expired VIP', async () => {
    const rows = await tdb.db.select().from(users).where(lt(users.id, 2000)).orderBy(asc(users.id));
    expect(rows.map((u) => [u.kind, u.account])).toEqual([
      ['guest', null],
      ['account', 'demo'],
      ['account', 'vip_normal'],
      ['account', 'vip_supreme'],
      ['account', 'vip_dark'],
      ['account', 'vip_expired'],
    ]);
    expect(await verifyPassword(SEED_PASSWORD, rows[1]!.passwordHash)).toBe(true);
    expect(await verifyPassword('wrong', rows[1]!.passwordHash)).toBe(false);
    const vips = await tdb.db.select().from(userVips).orderBy(asc(userVips.userId));
    expect(vips.map((v) => v.tier)).toEqual(['normal', 'supreme', 'dark', 'normal']);
  });

  it('is deterministic: a reset writes byte-identical rows', async () => {
    const first = await snapshot();
    expect(await seedDatabase(tdb.db, { reset: true })).toBe(true);
    expect(await snapshot()).toEqual(first);
  });

  it('reset also removes what users added', async () => {
    await tdb.db
      .insert(users)
      .values({ kind: 'guest', nickname: '', deviceId: 'added-later', createdAt: new Date() });
    await seedDatabase(tdb.db, { reset: true });
    expect((await tdb.db.select().from(users)).length).toBe(6 + UPLOADER_COUNT + FAN_COUNT);
  });

  it('writes a catalogue of 300+ videos across tags, topics, actors and collections', async () => {
    const rows = await tdb.db.select().from(videos);
    expect(rows.length).toBeGreaterThanOrEqual(300);
    expect((await tdb.db.select().from(tags)).length).toBeGreaterThanOrEqual(12);
    expect((await tdb.db.select().from(topics)).length).toBeGreaterThanOrEqual(6);
    const sets = await tdb.db.select().from(collections);
    expect(sets.length).toBeGreaterThanOrEqual(6);
    expect(sets.some((c) => c.price > 0) && sets.some((c) => c.price === 0)).toBe(true);
    // Free, VIP and paid roughly half, a third and a fifth.
    const share = (access: string) => rows.filter((v) => v.access === access).length / rows.length;
    expect(share('free')).toBeCloseTo(0.5, 1);
    expect(share('vip')).toBeCloseTo(0.3, 1);
    expect(share('paid')).toBeCloseTo(0.2, 1);
    // Every video plays one of the committed clips, at that clip's length; all of them are used.
    expect(new Set(rows.map((v) => v.clip))).toEqual(new Set(CLIPS.map((c) => c.key)));
    for (const v of rows) expect(v.duration).toBe(CLIPS.find((c) => c.key === v.clip)!.duration);
    // Views run from tens to hundreds of millions: a plain number, W and Y all show.
    const suffixes = new Set(rows.map((v) => abbreviateCount(v.views).replace(/[\d.]/g, '')));
    expect(suffixes).toEqual(new Set(['', 'W', 'Y']));
    expect(Math.min(...rows.map((v) => v.views))).toBeLessThan(100);
    expect(Math.max(...rows.map((v) => v.views))).toBeGreaterThan(100_000_000);
    // Published during the year before the seed clock, whatever the day the seed runs.
    const times = rows.map((v) => v.publishedAt.getTime());
    expect(Math.max(...times)).toBeLessThanOrEqual(Date.parse('2025-06-01T00:00:00+08:00'));
    expect(Math.min(...times)).toBeGreaterThan(Date.parse('2024-05-31T00:00:00+08:00'));
    expect(new Set(rows.map((v) => v.title)).size).toBe(rows.length);
  });

  it('writes home tabs for /home and /lld, sections in every layout, and hot searches', async () => {
    const tabs = await tdb.db.select().from(homeTabs);
    expect(tabs.filter((t) => t.area === 'home').map((t) => t.name)).toEqual(
      expect.arrayContaining(['推荐', '最新', '热门']),
    );
    expect(tabs.filter((t) => t.area === 'lld').map((t) => t.name)).toEqual(
      expect.arrayContaining(['电影', '剧集', '纪录片', '动漫']),
    );
    const sections = await tdb.db.select().from(homeSections);
    expect(new Set(sections.map((s) => s.layout))).toEqual(
      new Set(['grid2', 'list', 'nine', 'slider']),
    );
    for (const tab of tabs) expect(sections.some((s) => s.tabId === tab.id)).toBe(true);
    const hot = await tdb.db.select().from(hotSearches);
    expect(hot.length).toBeGreaterThanOrEqual(10);
    // Each hot search finds something, as search/details looks: title, a tag or the actor.
    const c = seedCatalogue();
    const tagName = new Map(c.tags.map((t) => [t.id, t.name.toLowerCase()]));
    const actorName = new Map(c.actors.map((a) => [a.id, a.name.toLowerCase()]));
    for (const { keyword } of hot) {
      const k = keyword.toLowerCase();
      const found = c.videos.filter(
        (v) =>
          v.title.toLowerCase().includes(k) ||
          v.tagIds.some((t) => tagName.get(t)!.includes(k)) ||
          (actorName.get(v.actorId ?? 0) ?? '').includes(k),
      );
      expect(found.length, keyword).toBeGreaterThan(0);
    }
  });

  it('gives each seeded user a wallet whose balance is the sum of its ledger', async () => {
    const rows = await tdb.db.select().from(wallets).orderBy(asc(wallets.userId));
    expect(rows.map((w) => w.userId)).toEqual([1001, 1002, 1003, 1004, 1005, 1006]);
    const ledger = await tdb.db.select().from(walletLedger);
    for (const w of rows) {
      const sum = (currency: string) =>
        ledger
          .filter((l) => l.userId === w.userId && l.currency === currency)
          .reduce((total, l) => total + l.amount, 0);
      expect(sum('diamonds')).toBe(w.diamonds);
      expect(sum('gold')).toBe(w.gold);
    }
    // vip_dark holds less than the cheapest paid video: the 4010 path.
    const cheapest = Math.min(
      ...(await tdb.db.select().from(videos))
        .filter((v) => v.access === 'paid')
        .map((v) => v.price),
    );
    expect(rows.find((w) => w.userId === 1005)!.diamonds).toBeLessThan(cheapest);
    expect(await tdb.db.select().from(purchases)).toHaveLength(1);
  });

  it('seeds the demo operators, and none when told (a production origin)', async () => {
    await seedDatabase(tdb.db, { reset: true });
    const names = async () =>
      (await tdb.db.select().from(operators).orderBy(asc(operators.name))).map((o) => o.name);
    expect(await names()).toEqual(['admin', 'editor1', 'finance1', 'moderator1']);
    await seedDatabase(tdb.db, { reset: true, demoOperators: false });
    expect(await names()).toEqual([]);
    expect(await tdb.db.select().from(videos)).not.toHaveLength(0);
  });
});

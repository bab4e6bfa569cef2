// SLOW (ffmpeg, one 1 s 320×180 source): an ingested video from draft to catalogue on PGlite,
// seen through the app's own calls: the draft's Chinese tips, a publish at a later time (hidden
// from lists, search and play until then), placing it in a home section, taking it down (gone
// for everyone but its buyer), and deleting it (every file gone from the store).
import { existsSync } from 'node:fs';
import path from 'node:path';

import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { homeSections, homeTabs } from '../../db/schema/media';
import { fund } from '../../test/account-fixtures';
import { createCommunityHarness, type CommunityHarness } from '../../test/community-fixtures';
import { ingestDeps, makeSourceClip, sourceFile } from '../../test/ingest-fixtures';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';
import {
  deleteVideo,
  publish,
  saveDraft,
  TIP_NO_DRAFT,
  TIP_PUBLISH_PAST,
  unpublish,
} from './ingest-catalogue';
import { ingestOf } from './ingest-view';
import { ingestSource, type IngestDeps } from './ingests';
import { placeInSection } from './video-placement';

let tdb: TestDb;
let h: CommunityHarness;
let deps: IngestDeps;
let id: string;
let videoId: number;
const HOUR_MS = 3_600_000;

beforeAll(async () => {
  tdb = await openTestDb();
  h = await createCommunityHarness(tdb.db);
  deps = ingestDeps(h, tdb.db);
  const file = sourceFile('small.mp4', makeSourceClip('320x180', 1));
  id = (await ingestSource(deps, { file, operatorId: 1 })).id;
  await h.jobs.idle();
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb?.close(), DB_HOOK_TIMEOUT_MS);

const stored = (key: string) => existsSync(path.join(h.config.dataDir, 'media', key));
const play = (token: string) => h.call('media/play', { token, body: { id: videoId } });
const newest = async (token: string) =>
  (
    (await h.call('media/published', { token, body: { sort: 'new' } })).data.list as {
      id: number;
    }[]
  ).map((v) => v.id);
const found = async (token: string, keyword: string) =>
  (
    (await h.call('search/details', { token, body: { keyword, kind: 'video' } })).data.list as {
      id: number;
    }[]
  ).map((v) => v.id);

describe('an ingested video in the catalogue', () => {
  it('answers a bad draft in Chinese and will not publish without one', async () => {
    expect((await ingestOf(tdb.db, id)).state).toBe('ready');
    await expect(publish(deps, id)).rejects.toMatchObject({ code: 4000, tip: TIP_NO_DRAFT });
    await expect(saveDraft(deps, id, { title: '' })).rejects.toMatchObject({
      code: 4000,
      tip: '请填写视频标题',
    });
    await expect(saveDraft(deps, id, { title: 't', access: 'paid' })).rejects.toMatchObject({
      tip: '付费视频请填写价格',
    });
  });

  it('published at a later time, is nowhere until then', async () => {
    const view = await saveDraft(deps, id, {
      title: '定时上映的短片',
      access: 'paid',
      price: 20,
      tags: ['定时'],
      category: '短剧',
    });
    expect(view.draft).toMatchObject({ access: 'paid', price: 20 });
    await expect(publish(deps, id, { atMs: h.clock.ms - 1000 })).rejects.toMatchObject({
      tip: TIP_PUBLISH_PAST,
    });
    videoId = (await publish(deps, id, { atMs: h.clock.ms + HOUR_MS })).videoId!;
    const viewer = await h.guest();
    expect(await newest(viewer.token)).not.toContain(videoId);
    expect(await found(viewer.token, '定时上映')).toEqual([]);
    expect((await play(viewer.token)).code).toBe(4040);
    expect((await h.call('media/card', { token: viewer.token, body: { id: videoId } })).code).toBe(
      4040,
    );

    h.clock.advance(3600);
    expect((await newest(viewer.token))[0]).toBe(videoId);
    expect(await found(viewer.token, '定时上映')).toEqual([videoId]);
    const preview = await play(viewer.token);
    expect(preview.code).toBe(4030);
    expect(preview.data).toMatchObject({ price: 20, video: { title: '定时上映的短片' } });
  });

  it('placed in a home section (its tag or topic feed), heads it', async () => {
    const [section] = await tdb.db
      .select({ id: homeSections.id, tabId: homeSections.tabId })
      .from(homeSections)
      .innerJoin(homeTabs, eq(homeTabs.id, homeSections.tabId))
      .where(
        and(
          inArray(homeSections.kind, ['tag', 'topic']),
          // Its first card: the lowest sort, or the newest (published at the latest clock).
          inArray(homeSections.feedOrder, ['sort', 'new']),
          eq(homeTabs.area, 'home'),
        ),
      )
      .limit(1);
    await placeInSection(tdb.db, videoId, section!.id, -1);
    const viewer = await h.guest();
    const home = await h.call('media/home', {
      token: viewer.token,
      body: { area: 'home', tabId: section!.tabId },
    });
    const shown = home.data.sections.find((s: { id: number }) => s.id === section!.id);
    expect(shown.videos[0].id).toBe(videoId);
  });

  it('taken down, is gone for everyone but its buyer', async () => {
    const buyer = await h.guest();
    await fund(tdb.db, buyer.id, 100, 0, h.clock.ms);
    const paid = await h.call('media/pay', { token: buyer.token, body: { id: videoId } });
    expect(paid.code, paid.tip).toBe(200);
    await unpublish(deps, id);
    const stranger = await h.guest();
    expect(await newest(stranger.token)).not.toContain(videoId);
    expect(await found(stranger.token, '定时上映')).toEqual([]);
    expect((await play(stranger.token)).code).toBe(4040);
    expect((await h.call('media/pay', { token: stranger.token, body: { id: videoId } })).code).toBe(
      4040,
    );
    const own = await play(buyer.token);
    expect(own.code, own.tip).toBe(200);
    expect(own.data.reason).toBe('bought');

    // Published again: back in the lists.
    await publish(deps, id);
    expect(await newest(stranger.token)).toContain(videoId);
  });

  it('deleted, its files are gone and nobody plays it', async () => {
    const buyer = await h.guest();
    await fund(tdb.db, buyer.id, 100, 0, h.clock.ms);
    expect((await h.call('media/pay', { token: buyer.token, body: { id: videoId } })).code).toBe(
      200,
    );
    expect(stored(`vid/in-${id}/master.m3u8`)).toBe(true);
    await deleteVideo(deps, id);
    expect(stored(`vid/in-${id}`)).toBe(false);
    expect(stored(`img/in/${id}`)).toBe(false);
    expect((await play(buyer.token)).code).toBe(4040);
    await expect(ingestOf(tdb.db, id)).rejects.toMatchObject({ code: 4040 });
  });
});

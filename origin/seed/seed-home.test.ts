// The seeded home screens, as the app asks for them: no tab shows a video twice (in two
// sections, or in a section and 为你推荐's first page), and each section's 更多 opens a list of
// its own that starts with the section's videos.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createHarness, type Harness } from '../test/harness';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../test/test-db';
import { RECOMMEND_HEAD } from './editorial-order';

let tdb: TestDb;
let h: Harness;
let token: string;

// Nothing here writes: one seeded database serves the whole file.
beforeAll(async () => {
  tdb = await openTestDb();
  h = await createHarness(tdb.db);
  token = (await h.guest()).token;
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb.close(), DB_HOOK_TIMEOUT_MS);

type Card = { id: number };
type More = { kind: 'tag' | 'topic' | 'published'; id: number; sort?: string };
type Section = { name: string; videos: Card[]; more: More | null };
type Ref = { id: number; name: string };

async function call(path: string, body: Record<string, unknown>) {
  const r = await h.call(path, { token, body });
  expect(r.code, `${path} ${r.tip}`).toBe(200);
  return r.data;
}

/** Every tab of an area with its sections and the first page of its 为你推荐. */
async function areaTabs(area: 'home' | 'lld') {
  const { tabs } = (await call('media/home', { area })) as { tabs: Ref[] };
  return Promise.all(
    tabs.map(async (tab) => {
      const home = (await call('media/home', { area, tabId: tab.id })) as { sections: Section[] };
      const feed = await call('media/recommend', { tabId: tab.id, pageSize: RECOMMEND_HEAD });
      return { tab, sections: home.sections, recommended: feed.list as Card[] };
    }),
  );
}

describe.each(['home', 'lld'] as const)('the %s tabs', (area) => {
  it('never show a video twice on one tab', async () => {
    for (const { tab, sections, recommended } of await areaTabs(area)) {
      const ids = [...sections.flatMap((s) => s.videos), ...recommended].map((v) => v.id);
      expect(ids.length, tab.name).toBeGreaterThan(RECOMMEND_HEAD);
      expect(new Set(ids).size, tab.name).toBe(ids.length);
    }
  });

  it('lead each 更多 to a list of its own that starts with the section’s videos', async () => {
    const seen = new Set<string>();
    for (const { sections } of await areaTabs(area)) {
      for (const s of sections.filter((x) => x.more !== null)) {
        const more = s.more!;
        const key = `${more.kind}/${more.id}/${more.sort ?? ''}`;
        expect(seen.has(key), `${s.name}: ${key}`).toBe(false);
        seen.add(key);
        if (more.kind === 'published') continue;
        // A tag's page (/subpage/labelPage) opens newest first: the section lists in that order.
        if (more.kind === 'tag') expect(more.sort, s.name).toBe('new');
        const path = more.kind === 'tag' ? 'media/tag/details' : 'media/topic/details';
        const page = await call(path, { id: more.id, sort: more.sort, pageSize: s.videos.length });
        expect(
          page.videos.list.map((v: Card) => v.id),
          s.name,
        ).toEqual(s.videos.map((v) => v.id));
      }
    }
  });
});

describe('/lld 电影', () => {
  it('has sections whose 更多 open different labels and a topic', async () => {
    const [films] = await areaTabs('lld');
    expect(films!.tab.name).toBe('电影');
    const targets = films!.sections.map((s) => `${s.more!.kind}/${s.more!.id}`);
    expect(new Set(targets).size).toBe(films!.sections.length);
    expect(targets.filter((t) => t.startsWith('tag/'))).toHaveLength(3);
  });
});

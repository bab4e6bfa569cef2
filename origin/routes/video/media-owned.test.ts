// Cards say when the viewer owns a paid video (issue 35: a bought video showed its price in
// lists): `bought` on every paid card of a user's read, by purchase or by a collection; never on
// the cards the web server reads with its own identity for a first screen anyone is shown.
import { randomBytes } from 'node:crypto';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { ensureServiceIdentity } from '../../services/platform/service-identity';
import { createHarness, type Harness } from '../../test/harness';
import { catalogue, demo } from '../../test/media-fixtures';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';

type Card = { id: number; access: string; bought?: boolean };

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

/** Every card of media/published, newest first. */
async function published(token: string): Promise<Card[]> {
  const cards: Card[] = [];
  for (let page = 1; ; page++) {
    const r = await h.call('media/published', { token, body: { page, pageSize: 50 } });
    expect(r.code, r.tip).toBe(200);
    cards.push(...r.data.list);
    if (r.data.list.length < 50) return cards;
  }
}

const byId = (cards: Card[], id: number) => cards.find((c) => c.id === id)!;

describe('cards and the viewer’s purchases', () => {
  it('marks a bought video for its buyer only, and every paid card with an answer', async () => {
    const buyer = await h.login('demo');
    const guest = await h.guest();
    const mine = await published(buyer.token);
    expect(byId(mine, demo.bought.id).bought).toBe(true);
    expect(byId(await published(guest.token), demo.bought.id).bought).toBe(false);
    for (const card of mine) {
      if (card.access === 'paid') expect(typeof card.bought).toBe('boolean');
      else expect(card).not.toHaveProperty('bought');
    }
    // The same card in a search and in the buyer's own lists.
    const title = catalogue.videos.find((v) => v.id === demo.bought.id)!.title;
    const found = await h.call('search/details', {
      token: buyer.token,
      body: { keyword: title },
    });
    expect(byId(found.data.list, demo.bought.id).bought).toBe(true);
    const lists = await h.call('media/trackList', {
      token: buyer.token,
      body: { kind: 'bought' },
    });
    expect(lists.data.list.map((c: Card) => c.bought)).toEqual(lists.data.list.map(() => true));
  });

  it('marks the videos of a bought collection, in the collection and in other lists', async () => {
    const priced = catalogue.collections.find(
      (c) =>
        c.price > 0 && catalogue.videos.some((v) => v.collectionId === c.id && v.access === 'paid'),
    )!;
    const inside = catalogue.videos.filter(
      (v) => v.collectionId === priced.id && v.access === 'paid',
    );
    const buyer = await h.login('vip_supreme');
    const details = () =>
      h.call('media/collect/details', {
        token: buyer.token,
        body: { id: priced.id, pageSize: 50 },
      });
    const paidIn = (r: Awaited<ReturnType<typeof details>>) =>
      (r.data.videos.list as Card[]).filter((c) => c.access === 'paid');
    expect(paidIn(await details()).map((c) => c.bought)).toEqual(inside.map(() => false));

    const pay = await h.call('media/collect/pay', { token: buyer.token, body: { id: priced.id } });
    expect(pay.code, pay.tip).toBe(200);
    expect(paidIn(await details()).map((c) => c.bought)).toEqual(inside.map(() => true));
    expect(byId(await published(buyer.token), inside[0]!.id).bought).toBe(true);
  });

  it('a first screen read by the web server’s identity carries nobody’s purchases', async () => {
    const serviceToken = randomBytes(32).toString('base64url');
    await ensureServiceIdentity(tdb.db, serviceToken, h.clock.ms);
    const buyer = await h.login('demo');
    for (const area of ['home', 'lld']) {
      const served = await h.call('media/home', { token: serviceToken, body: { area } });
      expect(served.code).toBe(200);
      const cards: Card[] = served.data.sections.flatMap((s: { videos: Card[] }) => s.videos);
      expect(cards.some((c) => c.access === 'paid')).toBe(true);
      for (const card of cards) expect(card).not.toHaveProperty('bought');

      const own = await h.call('media/home', { token: buyer.token, body: { area } });
      const ownCards: Card[] = own.data.sections.flatMap((s: { videos: Card[] }) => s.videos);
      for (const card of ownCards.filter((c) => c.access === 'paid'))
        expect(card.bought).toBe(card.id === demo.bought.id);
    }
  });
});

// txtToNovel/bookDesc at the origin (the real app on PGlite, the local demo provider): the
// description streams as chunk events then an end; a refused title is a JSON 4000 costing no
// quota; 20 a day, then 4290 until the next day; one at a time per user, and the connection's
// abort gives the place back.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
  BOOK_DESC_PER_DAY,
  BOOK_DESC_TONE,
  TIP_BOOK_DESC_BUSY,
  TIP_BOOK_DESC_DAILY,
} from '@/lib/domain/ai/book-desc';
import { isStreamType } from '@/lib/protocol/stream';

import { createLocalProvider } from '../../services/ai/provider-local';
import { readEvents, chunkText, type StreamEvent } from '../../test/companion-fixtures';
import { createHarness, type Harness } from '../../test/harness';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';

let tdb: TestDb;
let h: Harness;
/** The demo provider writing slowly: a stream stays open while the test acts. */
let slow: Harness;

beforeAll(async () => {
  tdb = await openTestDb();
  const config = { guestPerIpPerMinute: 10_000 };
  h = await createHarness(tdb.db, { config });
  slow = await createHarness(tdb.db, {
    config,
    deps: { ai: createLocalProvider({ delayMs: 30 }) },
  });
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb?.close(), DB_HOOK_TIMEOUT_MS);
beforeEach(() => {
  h.reset();
  slow.reset();
});

type Body = { title: string; notes?: string; tone: string };

async function bookDesc(
  harness: Harness,
  token: string,
  body: Body,
  options: { signal?: AbortSignal; onEvent?: (e: StreamEvent) => void } = {},
) {
  const response = await harness.send('txtToNovel/bookDesc', {
    token,
    body,
    signal: options.signal,
  });
  if (!isStreamType(response.headers.get('content-type'))) {
    const raw = (await response.json()) as { code: number; tip: string };
    return { refused: raw, events: [] as StreamEvent[] };
  }
  const events = await readEvents(response, harness.keys.codecs.current, options.onEvent);
  return { refused: null, events };
}

const BOOK = { title: '活着', notes: '福贵的一生，苦难里的温情。', tone: 'recommend' };

describe('txtToNovel/bookDesc', () => {
  it('streams the description in chunks, then an end with the whole text, marked demo', async () => {
    const me = await h.guest();
    const { refused, events } = await bookDesc(h, me.token, BOOK);
    expect(refused).toBeNull();
    const chunks = events.filter((e) => e.event === 'chunk');
    expect(chunks.length).toBeGreaterThan(2);
    const end = events.at(-1)!;
    expect(end.event).toBe('end');
    const text = chunkText(events);
    expect([...text].length).toBeLessThanOrEqual(BOOK_DESC_TONE.recommend.maxChars);
    expect(end.data).toMatchObject({ text, demo: true, left: BOOK_DESC_PER_DAY - 1 });
    expect(['done', 'length']).toContain(end.data.reason);
  });

  it('refuses a banned word in the title as JSON 4000, costing no quota', async () => {
    const me = await h.guest();
    const r = await bookDesc(h, me.token, { ...BOOK, title: '赌 博大全' });
    expect([r.refused?.code, r.refused?.tip]).toEqual([4000, '书名包含违规词“赌博”，请修改后再试']);
    const ok = await bookDesc(h, me.token, BOOK);
    expect(ok.events.at(-1)?.data.left).toBe(BOOK_DESC_PER_DAY - 1);
  });

  it('allows 20 a day, then 4290 with a tip, and again the next day', async () => {
    const me = await h.guest();
    for (let i = 0; i < BOOK_DESC_PER_DAY; i++) {
      const r = await bookDesc(h, me.token, { ...BOOK, tone: 'brief' });
      expect(r.events.at(-1)?.event).toBe('end');
    }
    const over = await bookDesc(h, me.token, { ...BOOK, tone: 'brief' });
    expect([over.refused?.code, over.refused?.tip]).toEqual([4290, TIP_BOOK_DESC_DAILY]);
    h.clock.advance(24 * 60 * 60);
    const next = await bookDesc(h, me.token, { ...BOOK, tone: 'brief' });
    expect(next.events.at(-1)?.data.left).toBe(BOOK_DESC_PER_DAY - 1);
  });

  it('refuses a second description while one streams; the abort gives the place back', async () => {
    const me = await slow.guest();
    const stop = new AbortController();
    let first!: Promise<unknown>;
    await new Promise<void>((started) => {
      first = bookDesc(
        slow,
        me.token,
        { ...BOOK, tone: 'review' },
        {
          signal: stop.signal,
          onEvent: () => started(),
        },
      );
    });
    const second = await bookDesc(slow, me.token, BOOK);
    expect([second.refused?.code, second.refused?.tip]).toEqual([4000, TIP_BOOK_DESC_BUSY]);
    stop.abort();
    await first;
    // The place is given back once the run sees the abort.
    await expect
      .poll(
        async () => (await bookDesc(h, me.token, { ...BOOK, tone: 'brief' })).refused?.tip ?? 'ok',
      )
      .toBe('ok');
  });
});

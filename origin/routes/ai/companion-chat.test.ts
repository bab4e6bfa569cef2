// aiGirlfriend/chat at the origin: the reply streams as sealed events and is paid as it streams;
// it is cut cleanly where the 积分 end and goes on after a top-up (继续); every refusal comes
// before the stream as a JSON envelope and costs nothing; one open reply per user; the user's
// 停止 (the connection’s abort) reaches the provider and keeps the partial reply; a provider
// failing mid-reply is an error event and the reply so far is kept; a reply the text rules
// refuse is cut before the offending piece.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
  COMPANION_CHARS_PER_CREDIT,
  COMPANION_REPLY_LEASE_MS,
  TIP_COMPANION_BUSY,
  TIP_COMPANION_FILTERED,
  TIP_COMPANION_NO_CREDITS,
  TIP_COMPANION_NOTHING_TO_CONTINUE,
  TIP_COMPANION_OUT_OF_CREDITS,
  TIP_COMPANION_TOO_LONG,
  TIP_PERSONA_NOT_FOUND,
  creditsFor,
} from '@/lib/domain/ai/companion';
import { AI_FAILURE_TIPS, AiProviderError } from '../../services/ai/provider';
import { createLocalProvider } from '../../services/ai/provider-local';
import {
  chat,
  chunkText,
  creditsOf,
  scriptedProvider,
  setCredits,
  type Script,
} from '../../test/companion-fixtures';
import { createHarness, type Harness } from '../../test/harness';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';

let tdb: TestDb;
/** The demo provider, no pause between pieces. */
let h: Harness;
/** A scripted provider, for what the demo never does (fail, hold, write a banned word). */
let scripted: Harness;
let script: Script = { pieces: [] };
let requests: ReturnType<typeof scriptedProvider>['requests'];

beforeAll(async () => {
  tdb = await openTestDb();
  const config = { guestPerIpPerMinute: 10_000 };
  h = await createHarness(tdb.db, { config, deps: { ai: createLocalProvider({ delayMs: 0 }) } });
  const fake = scriptedProvider(() => script);
  requests = fake.requests;
  scripted = await createHarness(tdb.db, { config, deps: { ai: fake.provider } });
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb?.close(), DB_HOOK_TIMEOUT_MS);
beforeEach(() => {
  for (const harness of [h, scripted]) harness.reset();
  script = { pieces: [] };
});

async function member(credits: number, harness = h) {
  const me = await harness.guest();
  // The trial is read (given) first, then the balance set: the test decides what there is.
  await harness.call('aiGirlfriend/gianBalance', { token: me.token, method: 'GET' });
  await setCredits(tdb.db, me.id, credits);
  return me;
}

const sync = async (harness: Harness, token: string, personaId = 1) =>
  (await harness.call('aiGirlfriend/sync', { token, body: { personaId } })).data.messages as {
    role: string;
    text: string;
    status: string;
    credits: number;
    demo: boolean;
  }[];

describe('a reply', () => {
  it('streams in sealed chunk events, then an end; it is kept and paid by its length', async () => {
    const me = await member(100);
    const { events, response } = await chat(h, me.token, { personaId: 1, text: '今天有点累' });
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toContain('no-transform');
    const chunks = events.filter((e) => e.event === 'chunk');
    expect(chunks.length).toBeGreaterThan(2);
    expect(events.every((e) => e.sealed && e.code === 200)).toBe(true);
    const end = events.at(-1)!;
    expect(end.event).toBe('end');
    const text = chunkText(events);
    const cost = creditsFor([...text].length);
    expect(end.data).toMatchObject({
      reason: 'done',
      tip: '',
      message: { role: 'user', text: '今天有点累', status: 'done' },
      reply: { role: 'assistant', text, status: 'done', credits: cost, demo: true },
      balance: 100 - cost,
    });
    // Each piece was paid before it was sent: the balance a chunk carries only goes down.
    const balances = chunks.map((c) => c.data.balance as number);
    expect(balances).toEqual([...balances].sort((a, b) => b - a));
    expect(await creditsOf(tdb.db, me.id)).toBe(100 - cost);
    expect((await sync(h, me.token)).map((m) => [m.role, m.text])).toEqual([
      ['user', '今天有点累'],
      ['assistant', text],
    ]);
  });

  it('is cut where the 积分 end, kept and marked, and goes on after a top-up (继续)', async () => {
    const me = await member(1);
    const { events } = await chat(h, me.token, { personaId: 2, text: '为什么天空是蓝色的呢？' });
    const cut = chunkText(events);
    expect([...cut]).toHaveLength(COMPANION_CHARS_PER_CREDIT);
    expect(events.at(-1)!.data).toMatchObject({
      reason: 'credits',
      tip: TIP_COMPANION_OUT_OF_CREDITS,
      reply: { text: cut, status: 'credits', credits: 1 },
      balance: 0,
    });
    // No 积分 now: refused before any stream, and nothing changes.
    const broke = await chat(h, me.token, { personaId: 2, mode: 'continue' });
    expect([broke.refused?.code, broke.refused?.tip]).toEqual([4010, TIP_COMPANION_NO_CREDITS]);
    await setCredits(tdb.db, me.id, 50);
    const more = await chat(h, me.token, { personaId: 2, mode: 'continue' });
    const end = more.events.at(-1)!.data;
    expect(end.message).toBeNull();
    expect(end.reply.text).toBe(cut + chunkText(more.events));
    expect(end.reply.text.length).toBeGreaterThan(cut.length);
    expect(end.reply).toMatchObject({
      status: 'done',
      credits: creditsFor([...end.reply.text].length),
    });
    expect((await sync(h, me.token, 2)).filter((m) => m.role === 'assistant')).toHaveLength(1);
  });
});

describe('refusals come before the stream, as JSON, and cost nothing', () => {
  it.each([
    ['a banned word', { text: '一起去赌 博吧' }, 4000, '消息包含违规词“赌博”，请修改后再试'],
    ['an empty message', { text: '   ' }, 4000, '请输入消息'],
    ['a message too long', { text: '好'.repeat(301) }, 4000, TIP_COMPANION_TOO_LONG],
    ['nothing to continue', { mode: 'continue' as const }, 4000, TIP_COMPANION_NOTHING_TO_CONTINUE],
    ['an unknown persona', { personaId: 999, text: '你好' }, 4040, TIP_PERSONA_NOT_FOUND],
  ])('%s', async (_what, body, code, tip) => {
    const me = await member(10);
    const r = await chat(h, me.token, { personaId: 1, ...body });
    expect(r.response.headers.get('content-type')).toContain('application/json');
    expect([r.refused?.code, r.refused?.tip]).toEqual([code, tip]);
    expect(await creditsOf(tdb.db, me.id)).toBe(10);
    expect(await sync(h, me.token)).toEqual([]);
  });

  it('no 积分 at all is 4010', async () => {
    const me = await member(0);
    const r = await h.call('aiGirlfriend/chat', {
      token: me.token,
      body: { personaId: 1, text: '你好' },
    });
    expect([r.status, r.code, r.tip]).toEqual([402, 4010, TIP_COMPANION_NO_CREDITS]);
  });
});

describe('one open reply, 停止 and failures', () => {
  it('refuses a second reply while one is open; a reply left open past its lease no longer counts', async () => {
    const me = await member(100, scripted);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    script = { pieces: ['我在', '呢'], gate: () => held };
    let first!: Promise<unknown>;
    await new Promise<void>((started) => {
      first = chat(
        scripted,
        me.token,
        { personaId: 1, text: '在吗' },
        { onEvent: () => started() },
      );
    });
    const second = await chat(scripted, me.token, { personaId: 3, text: '你好' });
    expect([second.refused?.code, second.refused?.tip]).toEqual([4000, TIP_COMPANION_BUSY]);
    // The first reply's process "died": later than its lease, the user may talk again.
    scripted.clock.advance(COMPANION_REPLY_LEASE_MS / 1000 + 1);
    script = { pieces: ['好的'] };
    const third = await chat(scripted, me.token, { personaId: 3, text: '你好' });
    expect(third.events.at(-1)?.event).toBe('end');
    release();
    await first;
  });

  it('停止 (the connection’s abort) stops the provider and keeps the partial reply, paid for what was sent', async () => {
    const me = await member(100, scripted);
    // Pieces 10 ms apart, as a model writes: time for the abort to land mid-reply.
    script = {
      pieces: Array.from({ length: 40 }, (_, i) => `第${i}句`),
      gate: () => new Promise((resolve) => setTimeout(resolve, 10)),
    };
    const stop = new AbortController();
    let chunks = 0;
    const { events } = await chat(
      scripted,
      me.token,
      { personaId: 1, text: '给我讲讲你喜欢的书吧' },
      {
        signal: stop.signal,
        onEvent: (e) => e.event === 'chunk' && ++chunks === 3 && stop.abort(),
      },
    );
    expect(events.some((e) => e.event === 'end')).toBe(false);
    const sent = chunkText(events);
    await expect.poll(async () => (await sync(scripted, me.token)).at(-1)?.status).toBe('stopped');
    expect(requests.at(-1)?.signal?.aborted).toBe(true);
    const reply = (await sync(scripted, me.token)).at(-1)!;
    expect(reply.text.startsWith(sent)).toBe(true);
    expect(reply.text.length).toBeLessThan(40 * 3);
    expect(reply.credits).toBe(creditsFor([...reply.text].length));
    expect(await creditsOf(tdb.db, me.id)).toBe(100 - reply.credits);
  });

  it('a provider failing mid-reply is an error event with its tip; the reply so far is kept', async () => {
    const me = await member(100, scripted);
    script = { pieces: ['嗯，', '我想想'], failAfter: new AiProviderError('unavailable', 'cut') };
    const { events } = await chat(scripted, me.token, { personaId: 1, text: '你好' });
    expect(events.map((e) => e.event)).toEqual(['chunk', 'chunk', 'error']);
    expect(events.at(-1)).toMatchObject({ code: 5000, tip: AI_FAILURE_TIPS.unavailable });
    expect((await sync(scripted, me.token)).at(-1)).toMatchObject({
      text: '嗯，我想想',
      status: 'failed',
      credits: 1,
    });
    expect(requests.at(-1)?.messages.at(-1)).toEqual({ role: 'user', content: '你好' });
  });

  it('a reply the text rules refuse is cut before the offending piece', async () => {
    const me = await member(100, scripted);
    script = { pieces: ['我们可以', '一起赌', '博', '吗'] };
    const { events } = await chat(scripted, me.token, { personaId: 1, text: '周末做什么' });
    expect(chunkText(events)).toBe('我们可以一起赌');
    expect(events.at(-1)!.data).toMatchObject({
      reason: 'filtered',
      tip: TIP_COMPANION_FILTERED,
      reply: { text: '我们可以一起赌', status: 'filtered' },
    });
  });
});

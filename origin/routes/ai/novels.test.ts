// AI小说's calls at the origin on its real app and database: the schema's and the text rules'
// refusals (nothing charged), 4010 with nothing written, a repeated requestId charging once, at most
// 2 open, the chapters written one after another (by the built-in demo, and by a stand-in model
// that holds mid-chapter so the text is seen growing), failures refunding the unwritten chapters
// once, hiding, resuming after a restart, and a guest's novels following them into an account.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
  AI_NOVEL_CHAPTER_PRICE,
  AI_NOVEL_OPEN_MAX,
  TIP_AI_NOVEL_BUSY,
  TIP_AI_NOVEL_GENRE,
  aiNovelPrice,
} from '@/lib/domain/ai/novel';
import { AI_OUTPUT_REFUSED } from '@/lib/domain/ai/text-rules';

import { aiNovelChapters, aiNovels } from '../../db/schema/ai-novel';
import { silentLogger } from '../../logger';
import { failNovel } from '../../services/ai/novel-jobs';
import { TIP_NOVEL_BUSY, TIP_NOVEL_NOT_FOUND } from '../../services/ai/novels';
import { AI_FAILURE_TIPS, AiProviderError, type TextRequest } from '../../services/ai/provider';
import { createLocalProvider } from '../../services/ai/provider-local';
import { createCommunityJobs } from '../../services/community/jobs';
import { uploadPaths } from '../../services/platform/upload-paths';
import { TIP_INSUFFICIENT_DIAMONDS, diamondBalance } from '../../services/money/wallet';
import { aiLedger, fund, newRequestId } from '../../test/ai-fixtures';
import {
  banWords,
  fakeModel,
  gate,
  generateNovel,
  piecesOf,
  type Gate,
} from '../../test/ai-novel-fixtures';
import { createCommunityHarness, type CommunityHarness } from '../../test/community-fixtures';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';

let tdb: TestDb;
/** Written by the built-in demo provider, at once (no pause between pieces). */
let demo: CommunityHarness;
/** Written by a stand-in model whose answers each test scripts. */
let model: CommunityHarness;
let script: (chapter: number, request: TextRequest) => AsyncIterable<string>;
const provider = fakeModel((chapter, request) => script(chapter, request));

const fullChapter = (chapter: number) => piecesOf(`第${chapter + 1}章的故事。`.repeat(30));

beforeAll(async () => {
  tdb = await openTestDb();
  const config = { guestPerIpPerMinute: 10_000 };
  demo = await createCommunityHarness(tdb.db, config, { ai: createLocalProvider({ delayMs: 0 }) });
  model = await createCommunityHarness(tdb.db, config, {
    ai: provider,
  });
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb?.close(), DB_HOOK_TIMEOUT_MS);
beforeEach(async () => {
  demo.reset();
  model.reset();
  script = fullChapter;
  await banWords(tdb.db, []);
});

async function member(h: CommunityHarness, diamonds = 1000) {
  const me = await h.guest();
  await fund(tdb.db, me.id, diamonds);
  return me;
}

const info = (h: CommunityHarness, token: string, id: number) =>
  h.call('txtToNovel/info', { token, body: { id } });
const listOf = (h: CommunityHarness, token: string) =>
  h.call('txtToNovel/list', { token, body: {} });

/** Asks txtToNovel/info until `until` holds for its answer (the job runs meanwhile). */
async function infoUntil(
  h: CommunityHarness,
  token: string,
  id: number,
  until: (data: { novel: { status: string }; chapterList: { text: string }[] }) => boolean,
) {
  for (let i = 0; i < 500; i += 1) {
    const r = await info(h, token, id);
    if (r.code === 200 && until(r.data)) return r.data;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the novel never got there');
}

describe('txtToNovel/generate', () => {
  it('charges 5钻石 a chapter and answers the queued novel; a repeated requestId answers it again, free', async () => {
    const me = await member(model);
    const hold = gate();
    script = async function* (chapter) {
      await hold.promise;
      yield* fullChapter(chapter);
    };
    const requestId = newRequestId();
    const r = await generateNovel(model, me.token, { chapters: 3, requestId });
    expect(r.code, r.tip).toBe(200);
    expect(r.data).toMatchObject({ balance: 1000 - 3 * AI_NOVEL_CHAPTER_PRICE, charged: 150 });
    expect(r.data.novel).toMatchObject({
      kind: 'novel',
      title: '星海归途',
      genre: 'scifi',
      chapters: 3,
      written: 0,
      chars: 0,
      status: 'queued',
      price: aiNovelPrice(3),
      refunded: 0,
      demo: false,
      finishedAt: null,
    });
    const repeat = await generateNovel(model, me.token, { requestId, title: '另一个标题' });
    expect(repeat.data).toMatchObject({ charged: 0, novel: { id: r.data.novel.id, chapters: 3 } });
    expect((await aiLedger(tdb.db, me.id)).map((l) => [l.amount, l.reason])).toEqual([
      [-150, 'ai_novel'],
    ]);
    hold.open();
    await model.jobs.idle();
  });

  it('refuses a missing genre, a short outline, a chapter count out of range or a blank title', async () => {
    const me = await member(model);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ genre: undefined }, TIP_AI_NOVEL_GENRE],
      [{ genre: 'horror' }, TIP_AI_NOVEL_GENRE],
      [{ outline: '太短了' }, '故事大纲至少10个字'],
      [{ outline: '字'.repeat(1001) }, '故事大纲最多1000个字'],
      [{ chapters: 9 }, '章节数需为1-8章'],
      [{ chapters: 0 }, '章节数需为1-8章'],
      [{ title: '   ' }, '请输入小说标题'],
      [{ title: '名'.repeat(31) }, '小说标题最多30个字'],
    ];
    for (const [body, tip] of cases) {
      const r = await generateNovel(model, me.token, body);
      expect([r.code, r.tip], JSON.stringify(body)).toEqual([4000, tip]);
    }
    expect(await diamondBalance(tdb.db, me.id)).toBe(1000);
    expect((await listOf(model, me.token)).data.total).toBe(0);
  });

  it('refuses a title or outline the community’s rules refuse, with the reason, charging nothing', async () => {
    await banWords(tdb.db, ['违禁词']);
    const me = await member(model);
    // Look-alike spacing does not hide it: the rules read normalised text.
    const outline = await generateNovel(model, me.token, {
      outline: '主角在旅途中遇到了 违 禁 词 的考验，最后成功回家。',
    });
    expect([outline.code, outline.tip]).toEqual([4000, '故事大纲包含违规词“违禁词”，请修改后再试']);
    const title = await generateNovel(model, me.token, { title: '违禁词之书' });
    expect([title.code, title.tip]).toEqual([4000, '小说标题包含违规词“违禁词”，请修改后再试']);
    // Invisible characters do not count towards the outline's length.
    const hollow = await generateNovel(model, me.token, { outline: '短\u200b'.repeat(6) });
    expect([hollow.code, hollow.tip]).toEqual([4000, '故事大纲至少10个字']);
    expect(await diamondBalance(tdb.db, me.id)).toBe(1000);
    expect(await aiLedger(tdb.db, me.id)).toEqual([]);
    expect((await listOf(model, me.token)).data.total).toBe(0);
  });

  it('answers 4010 when the diamonds do not cover it, writing nothing', async () => {
    const me = await member(model, aiNovelPrice(2) - 1);
    const r = await generateNovel(model, me.token, { chapters: 2 });
    expect([r.code, r.tip]).toEqual([4010, TIP_INSUFFICIENT_DIAMONDS]);
    expect(await diamondBalance(tdb.db, me.id)).toBe(aiNovelPrice(2) - 1);
    expect(await aiLedger(tdb.db, me.id)).toEqual([]);
    expect((await listOf(model, me.token)).data.total).toBe(0);
  });

  it(`refuses a novel beyond ${AI_NOVEL_OPEN_MAX} open, and hiding one still being written`, async () => {
    const me = await member(model);
    const hold = gate();
    script = async function* (chapter) {
      await hold.promise;
      yield* fullChapter(chapter);
    };
    const first = await generateNovel(model, me.token);
    expect((await generateNovel(model, me.token)).code).toBe(200);
    const third = await generateNovel(model, me.token);
    expect([third.code, third.tip]).toEqual([4000, TIP_AI_NOVEL_BUSY]);
    const hide = await model.call('txtToNovel/hide', {
      token: me.token,
      body: { id: first.data.novel.id },
    });
    expect([hide.code, hide.tip]).toEqual([4000, TIP_NOVEL_BUSY]);
    expect(await diamondBalance(tdb.db, me.id)).toBe(1000 - 2 * aiNovelPrice(2));
    hold.open();
    await model.jobs.idle();
    // Written: the limit is of open novels, a new one is taken.
    expect((await generateNovel(model, me.token)).code).toBe(200);
    await model.jobs.idle();
  });
});

describe('the chapters', () => {
  it('are written by the built-in demo from the title, genre and outline, marked demo', async () => {
    const me = await member(demo);
    const r = await generateNovel(demo, me.token, { chapters: 3, genre: 'wuxia' });
    expect(r.data.novel.demo).toBe(true);
    await demo.jobs.idle();
    const done = await info(demo, me.token, r.data.novel.id);
    expect(done.code, done.tip).toBe(200);
    expect(done.data.novel).toMatchObject({ status: 'done', written: 3, demo: true, refunded: 0 });
    expect(done.data.novel.finishedAt).toEqual(expect.any(Number));
    const chapters = done.data.chapterList as Array<{
      index: number;
      title: string;
      text: string;
      done: boolean;
    }>;
    expect(chapters.map((c) => [c.index, c.title, c.done])).toEqual([
      [0, '第1章', true],
      [1, '第2章', true],
      [2, '第3章', true],
    ]);
    // The demo builds its sentences around the user's own words.
    for (const c of chapters) expect(c.text.length).toBeGreaterThan(100);
    expect(chapters.map((c) => c.text).join('')).toMatch(/星海归途|林远|空间站/);
    expect(done.data.novel.chars).toBe(chapters.reduce((n, c) => n + [...c.text].length, 0));
    const listed = (await listOf(demo, me.token)).data;
    expect(listed.list[0]).toMatchObject({ id: r.data.novel.id, status: 'done', written: 3 });
  });

  it('shows the chapter growing while it is written, then the next one after it', async () => {
    const me = await member(model);
    const holds: Gate[] = [gate(), gate()];
    script = async function* (chapter, request) {
      // 250 characters at once: more than one save's worth, so it is saved before the hold.
      yield '甲'.repeat(250);
      await holds[chapter]!.promise;
      if (request.signal?.aborted) return;
      yield '乙'.repeat(50);
    };
    const r = await generateNovel(model, me.token, { chapters: 2 });
    const id = r.data.novel.id;
    const growing = await infoUntil(
      model,
      me.token,
      id,
      (d) => d.chapterList.length === 1 && d.chapterList[0]!.text !== '',
    );
    expect(growing.novel).toMatchObject({ status: 'writing', written: 0, chars: 250 });
    expect(growing.chapterList).toEqual([
      { index: 0, title: '第1章', text: '甲'.repeat(250), done: false },
    ]);
    holds[0]!.open();
    const second = await infoUntil(
      model,
      me.token,
      id,
      (d) => d.chapterList.length === 2 && d.chapterList[1]!.text !== '',
    );
    expect(second.novel).toMatchObject({ status: 'writing', written: 1 });
    expect(second.chapterList[0]).toMatchObject({
      text: '甲'.repeat(250) + '乙'.repeat(50),
      done: true,
    });
    holds[1]!.open();
    await model.jobs.idle();
    const done = (await info(model, me.token, id)).data;
    expect(done.novel).toMatchObject({ status: 'done', written: 2, chars: 600 });
    // The second chapter was told how the first one ended.
    expect(provider.requests.at(-1)!.prompt).toContain(
      `上一章结尾：${'甲'.repeat(150)}${'乙'.repeat(50)}`,
    );
  });

  it('a provider failure keeps the chapters written, drops the one cut short and refunds the rest once', async () => {
    const me = await member(model);
    script = async function* (chapter) {
      if (chapter === 0) return yield* fullChapter(0);
      yield '半章内容';
      throw new AiProviderError('busy', '429 after retries');
    };
    const r = await generateNovel(model, me.token, { chapters: 3 });
    await model.jobs.idle();
    const failed = (await info(model, me.token, r.data.novel.id)).data;
    expect(failed.novel).toMatchObject({
      status: 'failed',
      error: AI_FAILURE_TIPS.busy,
      written: 1,
      refunded: aiNovelPrice(2),
    });
    expect(failed.chapterList.map((c: { done: boolean }) => c.done)).toEqual([true]);
    // Failing again (a second process, a retry) gives nothing more back.
    await failNovel(tdb.db, r.data.novel.id, '生成失败，请稍后重试', Date.now());
    expect((await aiLedger(tdb.db, me.id)).map((l) => [l.amount, l.reason])).toEqual([
      [-aiNovelPrice(3), 'ai_novel'],
      [aiNovelPrice(2), 'ai_novel_refund'],
    ]);
    expect(await diamondBalance(tdb.db, me.id)).toBe(1000 - AI_NOVEL_CHAPTER_PRICE);
  });

  it('stops a chapter whose text the rules refuse, keeping none of it, and refunds it all', async () => {
    await banWords(tdb.db, ['禁语']);
    const me = await member(model);
    script = async function* () {
      yield '平静的开头。'.repeat(40);
      yield '然后出现了禁语。';
      yield '后面还有很多。'.repeat(40);
    };
    const r = await generateNovel(model, me.token, { chapters: 2 });
    await model.jobs.idle();
    const failed = (await info(model, me.token, r.data.novel.id)).data;
    expect(failed.novel).toMatchObject({
      status: 'failed',
      error: AI_OUTPUT_REFUSED,
      written: 0,
      refunded: aiNovelPrice(2),
    });
    expect(failed.chapterList).toEqual([]);
    const rows = await tdb.db
      .select()
      .from(aiNovelChapters)
      .where(eq(aiNovelChapters.novelId, r.data.novel.id));
    expect(rows).toEqual([]);
    expect(await diamondBalance(tdb.db, me.id)).toBe(1000);
  });

  it('an empty answer fails the novel with the provider’s tip', async () => {
    const me = await member(model);
    script = () => piecesOf('   ');
    const r = await generateNovel(model, me.token, { chapters: 1 });
    await model.jobs.idle();
    expect((await info(model, me.token, r.data.novel.id)).data.novel).toMatchObject({
      status: 'failed',
      error: AI_FAILURE_TIPS['bad-answer'],
      refunded: aiNovelPrice(1),
    });
  });

  it('a restarted origin goes on from the last whole chapter, writing the cut one again', async () => {
    const me = await member(model);
    const hold = gate();
    script = async function* () {
      yield '停在这里的半章。'.repeat(40);
      await hold.promise;
    };
    const r = await generateNovel(model, me.token, { chapters: 2 });
    const id = r.data.novel.id;
    await infoUntil(
      model,
      me.token,
      id,
      (d) => d.chapterList[0]?.text !== undefined && d.chapterList[0].text !== '',
    );
    // As a stopped origin leaves it: the first chapter whole, the second half-written.
    await tdb.db.update(aiNovels).set({ written: 1 }).where(eq(aiNovels.id, id));
    await tdb.db
      .update(aiNovelChapters)
      .set({ done: true, text: '第一章全文。' })
      .where(eq(aiNovelChapters.novelId, id));
    await tdb.db
      .insert(aiNovelChapters)
      .values({ novelId: id, position: 1, text: '断掉的', done: false });
    const asked: TextRequest[] = [];
    const next = createCommunityJobs({
      db: tdb.db,
      paths: uploadPaths(model.config.dataDir),
      media: model.media,
      now: Date.now,
      logger: silentLogger(),
      ai: fakeModel((chapter, request) => {
        asked.push(request);
        return piecesOf(`重写的第${chapter + 1}章。`.repeat(20));
      }),
    });
    await next.resume();
    await next.idle();
    const done = (await info(model, me.token, id)).data;
    expect(done.novel).toMatchObject({ status: 'done', written: 2 });
    expect(done.chapterList.map((c: { text: string }) => c.text)).toEqual([
      '第一章全文。',
      '重写的第2章。'.repeat(20),
    ]);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.prompt).toContain('上一章结尾：第一章全文。');
    // The first run, let go, finds the novel finished and writes nothing over it.
    hold.open();
    await model.jobs.idle();
    expect((await info(model, me.token, id)).data.chapterList[1].text).toBe(
      '重写的第2章。'.repeat(20),
    );
  });
});

describe('txtToNovel/info, /list and /hide', () => {
  it('pages the caller’s novels newest first; another’s is not found', async () => {
    const me = await member(model);
    const other = await member(model);
    const ids: number[] = [];
    for (const title of ['第一部', '第二部']) {
      model.clock.advance(60);
      ids.push((await generateNovel(model, me.token, { title })).data.novel.id);
      await model.jobs.idle();
    }
    const theirs = await generateNovel(model, other.token);
    await model.jobs.idle();
    const page1 = await model.call('txtToNovel/list', {
      token: me.token,
      body: { page: 1, pageSize: 1 },
    });
    const page2 = await model.call('txtToNovel/list', {
      token: me.token,
      body: { page: 2, pageSize: 1 },
    });
    expect(page1.data).toMatchObject({ page: 1, pageSize: 1, total: 2 });
    expect([...page1.data.list, ...page2.data.list].map((n: { id: number }) => n.id)).toEqual(
      [...ids].reverse(),
    );
    expect(page1.data.list[0]).toMatchObject({ title: '第二部', status: 'done' });
    for (const path of ['txtToNovel/info', 'txtToNovel/hide']) {
      const r = await model.call(path, { token: me.token, body: { id: theirs.data.novel.id } });
      expect([r.code, r.tip], path).toEqual([4040, TIP_NOVEL_NOT_FOUND]);
    }
    const unknown = await info(model, me.token, 999_999_999);
    expect(unknown.code).toBe(4040);
  });

  it('hides a finished novel: gone from the list, its text dropped, the row kept', async () => {
    const me = await member(model);
    const r = await generateNovel(model, me.token);
    await model.jobs.idle();
    const id = r.data.novel.id;
    const hide = await model.call('txtToNovel/hide', { token: me.token, body: { id } });
    expect(hide.data).toEqual({ id, hidden: true });
    expect((await listOf(model, me.token)).data.total).toBe(0);
    expect((await info(model, me.token, id)).code).toBe(4040);
    const again = await model.call('txtToNovel/hide', { token: me.token, body: { id } });
    expect([again.code, again.tip]).toEqual([4040, TIP_NOVEL_NOT_FOUND]);
    expect(
      await tdb.db.select().from(aiNovelChapters).where(eq(aiNovelChapters.novelId, id)),
    ).toEqual([]);
    expect(
      await tdb.db.select({ id: aiNovels.id }).from(aiNovels).where(eq(aiNovels.id, id)),
    ).toHaveLength(1);
  });
});

describe('a guest who logs into an existing account', () => {
  it('keeps their novels: the one being written moves and is finished for the account', async () => {
    const me = await member(model);
    const hold = gate();
    script = async function* (chapter) {
      await hold.promise;
      yield* fullChapter(chapter);
    };
    const r = await generateNovel(model, me.token);
    const login = await model.call('login/account/login', {
      token: me.token,
      body: { account: 'demo', password: 'demo123456' },
    });
    expect(login.code, login.tip).toBe(200);
    hold.open();
    await model.jobs.idle();
    const works = (await listOf(model, login.data.token)).data.list;
    expect(works).toEqual([
      expect.objectContaining({ id: r.data.novel.id, status: 'done', written: 2 }),
    ]);
    expect((await info(model, login.data.token, r.data.novel.id)).data.chapterList).toHaveLength(2);
    expect((await listOf(model, me.token)).data.total).toBe(0);
  });
});

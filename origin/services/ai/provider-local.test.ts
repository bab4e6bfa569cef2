import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ChatMessage } from './provider';
import { createLocalProvider } from './provider-local';

const provider = createLocalProvider({ delayMs: 0 });
const NOVEL = '你是一位网络小说作者，请根据用户的设定写一部修仙小说的第一章，热血风格。';

async function collect(stream: AsyncIterable<string>): Promise<string[]> {
  const pieces: string[] = [];
  for await (const piece of stream) pieces.push(piece);
  return pieces;
}

const text = async (system: string, prompt: string, maxChars = 300) =>
  (await collect(provider.streamText({ system, prompt, maxChars }))).join('');

describe('the local provider: text', () => {
  it('says what it is: the demo, not a model', () => {
    expect(provider.kind).toBe('local');
    expect(provider.demo).toBe(true);
  });

  it('writes around the prompt’s own words, in small pieces', async () => {
    const pieces = await collect(
      provider.streamText({ system: NOVEL, prompt: '少年林风在雪山寻找古剑', maxChars: 300 }),
    );
    expect(pieces.length).toBeGreaterThan(20);
    expect(pieces.every((p) => [...p].length >= 1 && [...p].length <= 4)).toBe(true);
    const whole = pieces.join('');
    for (const word of ['林风', '雪山', '古剑']) expect(whole).toContain(word);
  });

  it('gives different text for different prompts and the same for the same input', async () => {
    const a = await text(NOVEL, '少年林风在雪山寻找古剑');
    const b = await text(NOVEL, '师姐苏婉守护灵药谷');
    expect(a).not.toBe(b);
    expect(b).toContain('灵药谷');
    expect(await text(NOVEL, '少年林风在雪山寻找古剑')).toBe(a);
  });

  it('reads the genre from the instructions', async () => {
    const prompt = '一封没有署名的信';
    const xianxia = await text('写一篇修仙小说', prompt, 600);
    const scifi = await text('写一篇科幻小说', prompt, 600);
    expect(xianxia).not.toBe(scifi);
    expect(scifi).toMatch(/空间站|轨道|飞船|火星|信号|系统|舰长|跃迁|数据中心|人类/);
  });

  it('writes a book description around the book’s title', async () => {
    const review = await text('请为这本书写一段书评简介', '《长夜行》 一个关于守夜人的故事', 400);
    expect(review).toContain('《长夜行》');
  });

  it('keeps within maxChars, a shorter answer being the start of the longer', async () => {
    const longest = await text(NOVEL, '少年林风在雪山寻找古剑', 2000);
    expect([...longest].length).toBeGreaterThan(1500);
    for (const maxChars of [1, 7, 50, 120, 2000]) {
      const answer = await text(NOVEL, '少年林风在雪山寻找古剑', maxChars);
      expect([...answer].length).toBeLessThanOrEqual(maxChars);
      expect(answer.length).toBeGreaterThan(0);
      expect(longest.startsWith(answer)).toBe(true);
    }
    expect(await text(NOVEL, '林风', 0)).toBe('');
  });

  it('stops when the signal aborts, with the signal’s reason', async () => {
    const slow = createLocalProvider({ delayMs: 5 });
    const controller = new AbortController();
    const pieces: string[] = [];
    const run = (async () => {
      for await (const piece of slow.streamText({
        system: NOVEL,
        prompt: '少年林风在雪山寻找古剑',
        maxChars: 2000,
        signal: controller.signal,
      })) {
        pieces.push(piece);
        if (pieces.length === 3) controller.abort();
      }
    })();
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(pieces).toHaveLength(3);
  });

  it('never starts a stream whose signal is already aborted', async () => {
    const stream = provider.streamText({
      system: NOVEL,
      prompt: '林风',
      maxChars: 100,
      signal: AbortSignal.abort(),
    });
    await expect(collect(stream)).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('the local provider: chat', () => {
  const chat = async (messages: ChatMessage[], maxChars = 200) =>
    (await collect(provider.streamChat({ messages, maxChars }))).join('');
  const gentle: ChatMessage = { role: 'system', content: '你是小雪，温柔体贴的女友。' };
  const cool: ChatMessage = { role: 'system', content: '你是冰冰，高冷傲娇的女友。' };

  it('answers the last user message with its words', async () => {
    const reply = await chat([gentle, { role: 'user', content: '今天加班到很晚，好累' }]);
    expect(reply).toMatch(/加班|好累/);
    const other = await chat([gentle, { role: 'user', content: '我考试通过了，好开心' }]);
    expect(other).not.toBe(reply);
  });

  it('speaks in the persona’s voice, the same for the same conversation', async () => {
    const said: ChatMessage = { role: 'user', content: '你好呀' };
    const a = await chat([gentle, said]);
    const b = await chat([cool, said]);
    expect(a).not.toBe(b);
    expect(await chat([gentle, said])).toBe(a);
  });

  it('keeps within maxChars', async () => {
    const reply = await chat([cool, { role: 'user', content: '最近工作压力很大，失眠' }], 10);
    expect([...reply].length).toBeLessThanOrEqual(10);
    expect(reply.length).toBeGreaterThan(0);
  });
});

describe('the local provider: image', () => {
  let work: string;
  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'ai-local-image-'));
  });
  afterAll(() => rm(work, { recursive: true, force: true }));

  const draw = (prompt: string, width = 320, height = 480) =>
    createLocalProvider({ delayMs: 0, workDir: work }).image({
      prompt,
      style: 'anime',
      width,
      height,
    });

  it('draws a JPEG of the asked size, and leaves no scratch files', async () => {
    const image = await draw('夕阳下的海边城市', 333, 201);
    expect(image.mime).toBe('image/jpeg');
    const meta = await sharp(image.bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 333, height: 201 });
    expect(await readdir(work)).toEqual([]);
  });

  it('draws different pictures for different prompts, the same for the same', async () => {
    const a = await draw('夕阳下的海边城市');
    const b = await draw('雪夜里的一盏灯');
    const again = await draw('夕阳下的海边城市');
    expect(Buffer.from(again.bytes).equals(Buffer.from(a.bytes))).toBe(true);
    const [pa, pb] = await Promise.all(
      [a, b].map((i) => sharp(i.bytes).resize(8, 8).raw().toBuffer()),
    );
    expect(pa!.equals(pb!)).toBe(false);
  });
});
